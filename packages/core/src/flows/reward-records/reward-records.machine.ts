import { assign, setup } from 'xstate'
import type { PromoReward } from '../../api/schemas/reward-records'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { RewardRecords, RewardRecordsContext, RewardRecordsEvent } from './reward-records.types'

/** How many claims a page of the list holds. */
export const claimsPerPage = 10

/** How many pages the loaded list has (at least one, even when empty). */
export const pagesOf = (records: RewardRecords | null): number =>
  records ? Math.max(1, Math.ceil(records.claims.total / records.claims.size)) : 1

/**
 * The reward centre's records (issue 32), a screen flow: the promotions the member took part in, a page at a
 * time, with the newest rewards of every kind; one promotion's reward opened at a time (its ledger entry), loaded
 * on opening. Read-only: nothing here moves money. A failed load offers a retry; a failed reward retries on its own.
 */
export const rewardRecordsMachine = setup({
  types: {
    context: {} as RewardRecordsContext,
    events: {} as RewardRecordsEvent,
    children: {} as { loadRecords: 'loadRecords'; loadReward: 'loadReward' },
  },
  actors: {
    loadRecords: notProvided<RewardRecords, { page: number }>('loadRecords'),
    loadReward: notProvided<PromoReward, { promotionId: string }>('loadReward'),
  },
  actions: {
    assignRecords: assign((_, records: RewardRecords) => ({ records, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    turnPage: assign(({ event }) => (event.type === 'rewardRecords.page' ? { page: event.page } : {})),
    open: assign(({ event }) =>
      event.type === 'rewardRecords.open'
        ? { openedId: event.promotionId, reward: null, rewardFailure: null }
        : {},
    ),
    close: assign({ openedId: null, reward: null, rewardFailure: null }),
    assignReward: assign((_, reward: PromoReward) => ({ reward, rewardFailure: null })),
    assignRewardFailure: assign((_, error: unknown) => ({ rewardFailure: flowFailure(error) })),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'rewardRecords.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOf(context.records) &&
      event.page !== context.page,
    isOnPage: ({ context, event }) =>
      event.type === 'rewardRecords.open' &&
      (context.records?.claims.list ?? []).some((claim) => claim.promotionId === event.promotionId),
  },
}).createMachine({
  id: 'rewardRecords',
  context: { page: 1, records: null, failure: null, openedId: null, reward: null, rewardFailure: null },
  initial: 'loading',
  states: {
    loading: {
      entry: 'close',
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: { type: 'assignRecords', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    ready: {
      initial: 'listing',
      on: {
        'rewardRecords.page': { guard: 'isOtherPage', target: 'loading', actions: 'turnPage' },
        'rewardRecords.open': { guard: 'isOnPage', target: '.opening', actions: 'open' },
        'rewardRecords.close': { target: '.listing', actions: 'close' },
      },
      states: {
        listing: {},
        opening: {
          invoke: {
            id: 'loadReward',
            src: 'loadReward',
            input: ({ context }) => ({ promotionId: context.openedId ?? '' }),
            onDone: {
              target: 'opened',
              actions: { type: 'assignReward', params: ({ event }) => event.output },
            },
            onError: { target: 'opened', actions: { type: 'assignRewardFailure', params: errorOf } },
          },
        },
        opened: {},
      },
    },
    failed: { on: { 'rewardRecords.retry': 'loading' } },
  },
})
