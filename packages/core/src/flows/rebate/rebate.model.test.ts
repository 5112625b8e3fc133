import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectRebate } from './rebate.connect'
import { rebateMachine } from './rebate.machine'
import type { AccruedRebates, RebateContext } from './rebate.types'

const accrued: AccruedRebates = {
  list: [
    { gameCategory: 'RNG', validBet: money(100_000n), rate: 0.012, rebate: money(1_200n) },
    { gameCategory: 'PVP', validBet: money(5_000n), rate: null, rebate: money(0n) },
  ],
  total: money(1_200n),
  since: '2026-05-01T00:00:00.000Z',
}
const nothing: AccruedRebates = { list: [], total: money(0n), since: null }
const claimed = { amount: money(1_200n), balance: money(51_200n), reference: 'RB1000001' }

const random = cyclingRandom(11)
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RebateContext
const view = (snapshot: AnyMachineSnapshot) => connectRebate(snapshot as never)

describe('manual rebate model', () => {
  testModel(rebateMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events: () => [
      { type: 'rebate.refresh' },
      { type: 'rebate.claim' },
      { type: 'rebate.retry' },
      { type: 'rebate.dismiss' },
    ],
    outputs: { loadRebates: [accrued, nothing], claimRebate: [claimed] },
    errors: {
      loadRebates: [new ApiError({ kind: 'network', endpoint: 'accruedRebates' })],
      claimRebate: [
        new ApiError({ kind: 'timeout', endpoint: 'rebateDisburse' }),
        new ApiError({ kind: 'business', endpoint: 'rebateDisburse', code: 'nothing_to_claim' }),
      ],
    },
    rules: {
      'rebate.refresh': ({ after }) => expect(after.matches('loading')).toBe(true),
      'rebate.retry': ({ before, after }) => {
        if (before.matches('failed')) expect(after.matches('loading')).toBe(true)
        else {
          // The failed claim again, with its key.
          expect(after.matches({ ready: 'claiming' })).toBe(true)
          expect(contextOf(after).claimKey).toBe(contextOf(before).claimKey)
        }
      },
      'rebate.claim': ({ before, after }) => {
        expect(contextOf(before).accrued?.total.minor).toBeGreaterThan(0n)
        expect(contextOf(after).claimKey).toMatch(/^[a-z0-9]{24}$/)
        expect(view(after)).toMatchObject({ claiming: true, canClaim: false })
      },
      'rebate.dismiss': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ claimKey: null, claimFailure: null })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.loadRebates': ({ after, event }) => {
        const loaded = event.output as AccruedRebates
        expect(view(after)).toMatchObject({
          status: 'ready',
          rows: loaded.list,
          total: loaded.total,
          canClaim: loaded.total.minor > 0n,
        })
      },
      'xstate.error.actor.loadRebates': ({ after }) =>
        expect(view(after)).toMatchObject({ failure: { code: 'network' } }),
      'xstate.done.actor.claimRebate': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ claimed, claimKey: null })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.claimRebate': ({ before, after }) => {
        expect(contextOf(after).claimKey).toBe(contextOf(before).claimKey)
        const shown = view(after)
        expect(shown.canRetryClaim).toBe(shown.claimFailure?.kind !== 'business')
      },
    },
  })
})

testTransitionCoverage(rebateMachine)
