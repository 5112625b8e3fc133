import * as v from 'valibot'
import { amount, idString } from './common'

/**
 * The ten promotion statuses of spec §4, as codes the app words: join now, claim payout, applying,
 * registration closed, application forbidden, paid out, claimed, in progress, signed up, coming soon.
 * The original's wire values are not in the spec; the simulator sends these codes (docs/promotions.md).
 */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'closed',
  'forbidden',
  'paid',
  'claimed',
  'inProgress',
  'signedUp',
  'comingSoon',
] as const

export type PromotionStatus = (typeof promotionStatuses)[number]

/** What a member does to earn the bonus: deposit or bet a target since joining, or apply with proof. */
export const promotionKinds = ['deposit', 'turnover', 'application'] as const

export const promotionSchema = /* @__PURE__ */ v.object({
  id: idString,
  /** The tab it is listed under (original: PROMOFE_getPromotionAnnouncementCategory). */
  category: v.pipe(v.string(), v.nonEmpty()),
  kind: v.picklist(promotionKinds),
  title: v.string(),
  /** Server HTML; the app sanitises it. */
  content: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  status: v.picklist(promotionStatuses),
  bonus: amount,
  /** Deposit or turnover target and the member's progress since joining; null for applications. */
  target: v.nullable(amount),
  progress: v.nullable(amount),
  /** When the payout was claimed or paid (ISO), else null. */
  paidAt: v.nullable(v.string()),
})

export type Promotion = v.InferOutput<typeof promotionSchema>

export const promotionListSchema = /* @__PURE__ */ v.object({ list: v.array(promotionSchema) })

/** Join; an application carries the remark (≤ 140) and up to three images as data URLs. */
export const promotionJoinRequestSchema = /* @__PURE__ */ v.object({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
  remark: v.optional(v.pipe(v.string(), v.maxLength(140))),
  images: v.optional(v.pipe(v.array(v.string()), v.maxLength(3))),
})

export const promotionJoinSchema = /* @__PURE__ */ v.object({
  promotionId: idString,
  status: v.picklist(promotionStatuses),
})

export const promotionClaimRequestSchema = /* @__PURE__ */ v.object({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
})

export const promotionClaimSchema = /* @__PURE__ */ v.object({ amount, balance: amount })

export type PromotionClaim = v.InferOutput<typeof promotionClaimSchema>

export const raffleStatusSchema = /* @__PURE__ */ v.object({
  /** Tickets not yet drawn: one a day, and one for each 100 deposited that day. */
  tickets: v.pipe(v.number(), v.integer(), v.minValue(0)),
  draws: v.array(v.object({ prize: amount, at: v.string() })),
})

export type RaffleStatus = v.InferOutput<typeof raffleStatusSchema>

export const raffleDrawSchema = /* @__PURE__ */ v.object({ prize: amount, balance: amount })

export type RaffleDraw = v.InferOutput<typeof raffleDrawSchema>
