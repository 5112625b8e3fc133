import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { type RaffleContext, raffleMachine } from './raffle.machine'

const events = fc.constantFrom({ type: 'raffle.draw' }, { type: 'raffle.retry' }, { type: 'raffle.refresh' })

describe('raffle properties over random draws, reloads and answers', () => {
  test('a draw only with a ticket, one per click, never sent again by itself', async () => {
    const visits = await checkMachine({
      machine: raffleMachine.provide({ actions: { announceMoneyMoved: () => {} } }),
      events,
      outputs: {
        loadRaffle: [
          { tickets: 2, draws: [] },
          { tickets: 0, draws: [] },
        ],
        drawRaffle: [{ prize: money(500n), balance: money(1_500n) }],
      },
      errors: {
        loadRaffle: [new ApiError({ kind: 'network', endpoint: 'raffleStatus' })],
        drawRaffle: [new ApiError({ kind: 'timeout', endpoint: 'claimRafflePromotion' })],
      },
      check: ({ step, before, started, pending }) => {
        const draws = started.filter((call) => call.id === 'drawRaffle')
        expect(pending.filter((call) => call.id === 'drawRaffle').length).toBeLessThanOrEqual(1)
        if (draws.length > 0) {
          expect(step).toMatchObject({ kind: 'send', event: { type: 'raffle.draw' } })
          expect(draws.length).toBe(1)
          expect((before.context as RaffleContext).raffle?.tickets).toBeGreaterThan(0)
        }
      },
    })
    expect(visited(visits, 'drawing')).toBe(true)
  }, 120_000)
})
