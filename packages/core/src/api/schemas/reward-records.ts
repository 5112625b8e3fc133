import * as v from 'valibot'
import { amount, numeric } from './common'
import { promotionKinds, promotionStatuses } from './promotions'

/**
 * The reward centre's records (issue 32): the promotions the member took part in, page by page (the claim list),
 * one promotion's reward, and the newest rewards of every kind. The original names the calls (original-calls.md
 * §1 and §2: MCS2_getPromotionClaimList, getPromoReward, getRecentRewards) but not their fields: these shapes are
 * ours.
 */

const instant = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())
const count = /* @__PURE__ */ v.pipe(v.number(), v.integer(), v.minValue(0))

export const promotionClaimListRequestSchema = /* @__PURE__ */ v.object({
  page: v.pipe(numeric, v.integer(), v.minValue(1)),
  size: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(50)),
})

/** One promotion the member took part in, where it stands and what it paid. */
const claimRowSchema = /* @__PURE__ */ v.object({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
  title: v.string(),
  kind: v.picklist(promotionKinds),
  /** The promotion's status for the member, as the promotions list says it. */
  status: v.picklist(promotionStatuses),
  joinedAt: instant,
  /** What the promotion pays once its target is met. */
  bonus: amount,
  /** What it paid into the main wallet: zero until paid. */
  paid: amount,
  paidAt: v.nullable(instant),
})

/** MCS2_getPromotionClaimList: the promotions the member took part in, newest first, a page at a time. */
export const promotionClaimListSchema = /* @__PURE__ */ v.object({
  list: v.array(claimRowSchema),
  page: v.pipe(count, v.minValue(1)),
  size: v.pipe(count, v.minValue(1)),
  total: count,
  /** What every promotion of the member paid, on every page. */
  paidTotal: amount,
})

export const promoRewardRequestSchema = /* @__PURE__ */ v.object({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
})

/** getPromoReward: one promotion's reward for the member: its condition, progress, and the ledger entry it paid. */
export const promoRewardSchema = /* @__PURE__ */ v.object({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(promotionStatuses),
  bonus: amount,
  /** Deposits or valid bets needed since joining, and counted so far; null for applications. */
  target: v.nullable(amount),
  progress: v.nullable(amount),
  paid: amount,
  paidAt: v.nullable(instant),
  /** The ledger entry's order number (the account record shows it), once paid. */
  reference: v.nullable(v.string()),
})

/** Where a reward came from; `other` is a bonus the back office paid by hand. */
export const rewardSources = [
  'promotion',
  'memberPromotion',
  'promoCode',
  'prizeWheel',
  'mission',
  'achievement',
  'raffle',
  'vipUpgrade',
  'depositPromotion',
  'other',
] as const

/** getRecentRewards: the newest rewards of every kind paid into the main wallet (at most ten). */
export const recentRewardsSchema = /* @__PURE__ */ v.object({
  list: v.array(
    v.object({
      reference: v.pipe(v.string(), v.nonEmpty()),
      source: v.picklist(rewardSources),
      amount,
      at: instant,
    }),
  ),
})

export type PromotionClaimList = v.InferOutput<typeof promotionClaimListSchema>
export type PromotionClaimRow = v.InferOutput<typeof claimRowSchema>
export type PromoReward = v.InferOutput<typeof promoRewardSchema>
export type RecentRewards = v.InferOutput<typeof recentRewardsSchema>
export type RewardSource = (typeof rewardSources)[number]
