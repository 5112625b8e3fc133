import type { PromoReward, PromotionClaimList, RecentRewards } from '../../api/schemas/reward-records'
import type { FlowFailure } from '../shared/failure'

/** One page of the claim list and the newest rewards, loaded together. */
export interface RewardRecords {
  claims: PromotionClaimList
  recent: RecentRewards
}

export interface RewardRecordsContext {
  /** The page on show, or being loaded. */
  page: number
  records: RewardRecords | null
  failure: FlowFailure | null
  /** The promotion whose reward is open; always one of the page's claims. */
  openedId: string | null
  reward: PromoReward | null
  rewardFailure: FlowFailure | null
}

export type RewardRecordsEvent =
  | { type: 'rewardRecords.page'; page: number }
  | { type: 'rewardRecords.open'; promotionId: string }
  | { type: 'rewardRecords.close' }
  | { type: 'rewardRecords.retry' }
