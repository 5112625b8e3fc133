import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectRewardRecords } from './reward-records.connect'
import { records, reward } from './reward-records.fixtures'
import { rewardRecordsMachine } from './reward-records.machine'

const events = (): AnyEventObject[] => [
  { type: 'rewardRecords.page', page: 2 },
  { type: 'rewardRecords.page', page: 9 },
  { type: 'rewardRecords.open', promotionId: 'P1' },
  { type: 'rewardRecords.open', promotionId: 'gone' },
  { type: 'rewardRecords.close' },
  { type: 'rewardRecords.retry' },
]

const view = (snapshot: unknown) => connectRewardRecords(snapshot as never)

describe('reward records model', () => {
  testModel(rewardRecordsMachine, {
    events,
    // Two pages: 12 claims, 10 to a page.
    outputs: { loadRecords: [records(['P1', 'P2'], 12)], loadReward: [reward('P1')] },
    errors: {
      loadRecords: [new ApiError({ kind: 'network', endpoint: 'promotionClaimList' })],
      loadReward: [new ApiError({ kind: 'network', endpoint: 'promoReward' })],
    },
    rules: {
      'xstate.done.actor.loadRecords': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'ready',
          pages: 2,
          total: 12,
          opened: null,
          failure: null,
        })
        expect(view(after).recent).toHaveLength(1)
      },
      'xstate.error.actor.loadRecords': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } })
      },
      'rewardRecords.page': ({ event, before, after }) => {
        // Only another page of the list loads; what was open closes.
        expect(event.page).toBe(2)
        expect(before.context.page).toBe(1)
        expect(view(after)).toMatchObject({ status: 'loading', page: 2, opened: null })
      },
      'rewardRecords.open': ({ event, after }) => {
        expect(event.promotionId).toBe('P1')
        expect(view(after)).toMatchObject({
          opened: { promotionId: 'P1' },
          reward: null,
          rewardLoading: true,
        })
      },
      'xstate.done.actor.loadReward': ({ after }) => {
        expect(view(after)).toMatchObject({ reward: { reference: 'BN1000001' }, rewardLoading: false })
      },
      'xstate.error.actor.loadReward': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'ready',
          reward: null,
          rewardLoading: false,
          rewardFailure: { code: 'network' },
        })
      },
      'rewardRecords.close': ({ after }) => {
        expect(view(after)).toMatchObject({ opened: null, reward: null, rewardFailure: null })
      },
      'rewardRecords.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(view(after).status).toBe('loading')
      },
    },
  })
})

testTransitionCoverage(rewardRecordsMachine)
