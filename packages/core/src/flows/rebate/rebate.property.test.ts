import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { seededRandom } from '../../testing/lossy-network'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectRebate } from './rebate.connect'
import { rebateMachine } from './rebate.machine'
import type { RebateContext } from './rebate.types'

const accrued = (minor: bigint) => ({
  list: [{ gameCategory: 'LIVE', validBet: money(minor * 125n), rate: 0.008, rebate: money(minor) }],
  total: money(minor),
  since: null,
})

describe('manual rebate properties over random clicks and answers', () => {
  test('one claim at a time; a claim only of something accrued; Retry keeps the key, a new claim gets a new one', async () => {
    const random = seededRandom(7)
    const visits = await checkMachine({
      machine: rebateMachine.provide({ actions: { announceMoneyMoved: () => {} } }),
      input: { random },
      events: fc.constantFrom(
        { type: 'rebate.refresh' },
        { type: 'rebate.claim' },
        { type: 'rebate.retry' },
        { type: 'rebate.dismiss' },
      ),
      outputs: {
        loadRebates: [accrued(1_200n), accrued(0n)],
        claimRebate: [{ amount: money(1_200n), balance: money(9_000n), reference: 'RB1' }],
      },
      errors: {
        loadRebates: [new ApiError({ kind: 'network', endpoint: 'accruedRebates' })],
        claimRebate: [new ApiError({ kind: 'network', endpoint: 'rebateDisburse' })],
      },
      check: ({ step, before, after, started, pending }) => {
        const was = before.context as RebateContext
        const is = after.context as RebateContext
        expect(pending.filter((call) => call.id === 'claimRebate').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'claimRebate')) {
          const { key } = call.input as { key: string }
          expect(key).toBe(is.claimKey)
          if (step.kind === 'send' && step.event.type === 'rebate.retry') expect(key).toBe(was.claimKey)
          else {
            expect(was.accrued?.total.minor).toBeGreaterThan(0n)
            expect(key).not.toBe(was.claimKey)
          }
        }
        const view = connectRebate(after as never)
        if (view.canClaim) expect(is.accrued?.total.minor).toBeGreaterThan(0n)
      },
    })
    expect(visited(visits, 'claimFailed')).toBe(true)
    expect(visited(visits, 'claiming')).toBe(true)
  }, 120_000)
})
