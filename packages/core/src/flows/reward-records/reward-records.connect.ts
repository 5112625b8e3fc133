import type { SnapshotFrom } from 'xstate'
import type { PromoReward, PromotionClaimRow, RecentRewards } from '../../api/schemas/reward-records'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import { pagesOf, type rewardRecordsMachine } from './reward-records.machine'
import type { RewardRecordsEvent } from './reward-records.types'

export type RewardRecordsSnapshot = SnapshotFrom<typeof rewardRecordsMachine>

export interface RewardRecordsView {
  /** `loading` the first load and each page's; the page on show stays until the next arrives. */
  status: 'loading' | 'ready' | 'failed'
  claims: PromotionClaimRow[]
  recent: RecentRewards['list']
  page: number
  pages: number
  total: number
  /** What every promotion of the member paid, on every page. */
  paidTotal: Money | null
  failure: FlowFailure | null
  /** The claim whose reward is open, its reward once loaded, or why it could not be. */
  opened: PromotionClaimRow | null
  reward: PromoReward | null
  rewardLoading: boolean
  rewardFailure: FlowFailure | null
}

function viewOfRewardRecords(snapshot: RewardRecordsSnapshot | undefined): RewardRecordsView {
  const context = snapshot?.context
  const records = context?.records ?? null
  const claims = records?.claims.list ?? []
  return {
    status:
      !snapshot || snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
    claims,
    recent: records?.recent.list ?? [],
    page: context?.page ?? 1,
    pages: pagesOf(records),
    total: records?.claims.total ?? 0,
    paidTotal: records?.claims.paidTotal ?? null,
    failure: context?.failure ?? null,
    opened: claims.find((claim) => claim.promotionId === context?.openedId) ?? null,
    reward: context?.reward ?? null,
    rewardLoading: snapshot?.matches({ ready: 'opening' }) ?? false,
    rewardFailure: context?.rewardFailure ?? null,
  }
}

export const rewardRecordsIntents = /* @__PURE__ */ defineIntents((send: Send<RewardRecordsEvent>) => ({
  goToPage: (page: number) => send({ type: 'rewardRecords.page', page }),
  open: (promotionId: string) => send({ type: 'rewardRecords.open', promotionId }),
  close: () => send({ type: 'rewardRecords.close' }),
  retry: () => send({ type: 'rewardRecords.retry' }),
}))

export type RewardRecordsIntents = ReturnType<typeof rewardRecordsIntents>

/** Snapshot → the reward centre's claim list and recent rewards with their intents. Pure. */
export const connectRewardRecords: Connect<
  RewardRecordsSnapshot | undefined,
  RewardRecordsEvent,
  RewardRecordsView & RewardRecordsIntents
> = /* @__PURE__ */ defineConnect(viewOfRewardRecords, rewardRecordsIntents)
