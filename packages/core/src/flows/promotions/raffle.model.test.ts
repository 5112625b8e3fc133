import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectRaffle } from './raffle.connect'
import { type RaffleContext, raffleMachine } from './raffle.machine'

const withTicket = { tickets: 1, draws: [] }
const noTicket = { tickets: 0, draws: [{ prize: money(500n), at: '2026-11-26T10:00:00.000Z' }] }
const drawn = { prize: money(500n), balance: money(10_500n) }
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RaffleContext

describe('raffle model', () => {
  testModel(raffleMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    events: () => [{ type: 'raffle.draw' }, { type: 'raffle.retry' }, { type: 'raffle.refresh' }],
    outputs: { loadRaffle: [withTicket, noTicket], drawRaffle: [drawn] },
    errors: {
      loadRaffle: [new ApiError({ kind: 'network', endpoint: 'raffleStatus' })],
      drawRaffle: [new ApiError({ kind: 'business', endpoint: 'claimRafflePromotion', code: 'no_tickets' })],
    },
    rules: {
      'raffle.draw': ({ before, after }) => {
        expect(contextOf(before).raffle?.tickets).toBeGreaterThan(0)
        expect(connectRaffle(after as never)).toMatchObject({ drawing: true, canDraw: false })
      },
      'raffle.retry': ({ after }) => expect(after.matches('loading')).toBe(true),
      'raffle.refresh': ({ after }) => expect(after.matches('loading')).toBe(true),
      'xstate.done.actor.loadRaffle': ({ after, event }) =>
        expect(connectRaffle(after as never)).toMatchObject({
          status: 'ready',
          tickets: event.output.tickets,
          canDraw: event.output.tickets > 0,
        }),
      'xstate.error.actor.loadRaffle': ({ after }) =>
        expect(connectRaffle(after as never)).toMatchObject({
          status: 'failed',
          failure: { kind: 'network' },
        }),
      'xstate.done.actor.drawRaffle': ({ after }) => {
        expect(contextOf(after).drawn).toEqual(drawn)
        expect(after.matches('loading')).toBe(true)
      },
      // Never drawn again by itself: the tickets are loaded again.
      'xstate.error.actor.drawRaffle': ({ after }) => {
        expect(contextOf(after).drawFailure).toMatchObject({ code: 'no_tickets' })
        expect(after.matches('loading')).toBe(true)
      },
    },
  })
})

testTransitionCoverage(raffleMachine)
