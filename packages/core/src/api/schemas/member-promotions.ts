import * as v from 'valibot'
import { amount } from './common'
import { claimKey, missionClaimSchema } from './missions'

/**
 * The reward centre's member promotions (issue 32): registration, daily login, loss-back ("savior") and those
 * the back office issued to the member. The original names the calls (original-calls.md §2: MCS2_claimIssued-
 * Promotion, MCS2_claimRegisterPromotion, MCSFE_getLoginPromotion, MCSFE_claimLoginPromotion,
 * MCSFE_getSaviorPromotion) but not their fields: these shapes are ours (docs/flows/member-promotions.md).
 */

/** `available` may be claimed now; `claimed` was, for this period; `ineligible` not now, `reason` says why. */
export const memberPromotionStates = ['available', 'claimed', 'ineligible'] as const

export type MemberPromotionState = (typeof memberPromotionStates)[number]

const instant = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())

/** What every member promotion says: what it pays now, whether it may be claimed, and the platform's reason. */
const offer = {
  reward: amount,
  state: /* @__PURE__ */ v.picklist(memberPromotionStates),
  /** A code when not available (`register_claimed`, `login_claimed_today`, `savior_no_loss`…); null when available. */
  reason: /* @__PURE__ */ v.nullable(v.string()),
}

/** MCS2_getRegisterPromotion (ours): the registration bonus, once per member. */
export const registerPromotionSchema = /* @__PURE__ */ v.object({
  ...offer,
  claimedAt: v.nullable(instant),
})

/** MCSFE_getLoginPromotion: the daily login bonus, once per day of the platform (UTC). */
export const loginPromotionSchema = /* @__PURE__ */ v.object({
  ...offer,
  /** When the next day's bonus may be claimed, once today's was. */
  nextAt: v.nullable(instant),
})

/** MCSFE_getSaviorPromotion: a share of the member's net loss at play over the last full day, once per day. */
export const saviorPromotionSchema = /* @__PURE__ */ v.object({
  ...offer,
  periodStart: instant,
  periodEnd: instant,
  /** Stakes minus payouts of the period's settled rounds (zero when the member won). */
  netLoss: amount,
  /** The least net loss that pays, the share paid (percent) and the most paid. */
  minLoss: amount,
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  cap: amount,
})

/** MCS2_getIssuedPromotions (ours): what the back office issued to this member, newest first. */
export const issuedPromotionsSchema = /* @__PURE__ */ v.object({
  promotions: v.array(
    v.object({
      ...offer,
      issueId: v.pipe(v.string(), v.nonEmpty()),
      title: v.string(),
      issuedAt: instant,
      expiresAt: v.nullable(instant),
    }),
  ),
})

/** A claim of the registration, login or loss-back bonus: the key alone (one per user action). */
export const memberPromotionClaimRequestSchema = /* @__PURE__ */ v.object({ requestId: claimKey })

/** MCS2_claimIssuedPromotion: which issued promotion, and the key. */
export const issuedPromotionClaimRequestSchema = /* @__PURE__ */ v.object({
  issueId: v.pipe(v.string(), v.nonEmpty()),
  requestId: claimKey,
})

/** What a claim paid (one `bonus` entry in the main wallet), the main wallet after it, the entry's reference. */
export const memberPromotionClaimSchema = /* @__PURE__ */ v.object({
  amount: missionClaimSchema.entries.amount,
  balance: missionClaimSchema.entries.balance,
  reference: missionClaimSchema.entries.reference,
})

export type RegisterPromotion = v.InferOutput<typeof registerPromotionSchema>
export type LoginPromotion = v.InferOutput<typeof loginPromotionSchema>
export type SaviorPromotion = v.InferOutput<typeof saviorPromotionSchema>
export type IssuedPromotion = v.InferOutput<typeof issuedPromotionsSchema>['promotions'][number]
export type MemberPromotionClaim = v.InferOutput<typeof memberPromotionClaimSchema>
