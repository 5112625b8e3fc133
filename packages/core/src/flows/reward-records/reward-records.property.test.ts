import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectRewardRecords } from './reward-records.connect'
import { records, reward } from './reward-records.fixtures'
import { rewardRecordsMachine } from './reward-records.machine'
import type { RewardRecordsContext } from './reward-records.types'

describe('reward records properties', () => {
  test('the page stays within the list, and what is open is one claim of the page on show', async () => {
    const visits = await checkMachine({
      machine: rewardRecordsMachine,
      events: fc.oneof(
        fc.integer({ min: -1, max: 5 }).map((page) => ({ type: 'rewardRecords.page', page })),
        fc
          .constantFrom('A', 'B', 'C', 'Z')
          .map((promotionId) => ({ type: 'rewardRecords.open', promotionId })),
        fc.constantFrom({ type: 'rewardRecords.close' }, { type: 'rewardRecords.retry' }),
      ),
      outputs: {
        loadRecords: [records(['A', 'B'], 25), records([], 0), records(['C'], 11)],
        loadReward: [reward('A'), reward('C')],
      },
      errors: {
        loadRecords: [new ApiError({ kind: 'timeout', endpoint: 'promotionClaimList' })],
        loadReward: [new ApiError({ kind: 'network', endpoint: 'promoReward' })],
      },
      waits: [1, 60_000],
      check: ({ before, after }) => {
        const was = before.context as RewardRecordsContext
        const is = after.context as RewardRecordsContext
        const view = connectRewardRecords(after as never)
        // A page is only ever one the list loaded before it had.
        if (is.page !== was.page) {
          expect(is.page).toBeGreaterThanOrEqual(1)
          expect(is.page).toBeLessThanOrEqual(connectRewardRecords(before as never).pages)
        }
        if (is.openedId !== null) {
          expect(view.status).toBe('ready')
          expect(view.opened?.promotionId).toBe(is.openedId)
          expect(view.claims).toContain(view.opened)
        } else expect(view.reward).toBeNull()
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        if (view.status === 'ready') expect(view.failure).toBeNull()
      },
    })
    expect(visited(visits, 'ready')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)
})
