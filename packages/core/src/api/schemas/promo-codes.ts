import * as v from 'valibot'
import { amount } from './common'

// Promo codes (original-calls.md §2: getPromoCode, claimPromoCode). The original's fields are not in the spec:
// these shapes are ours (docs/flows/promo-code.md).

/** What a member types: letters and digits, 4 to 20, compared without case. */
export const promoCodePattern = /^[A-Za-z0-9]{4,20}$/

const code = /* @__PURE__ */ v.pipe(v.string(), v.trim(), v.regex(promoCodePattern))

export const claimPromoCodeRequestSchema = /* @__PURE__ */ v.object({
  code,
  /** One per user action: the same key again answers the same credit and moves no money twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

/** A code the member has claimed: what it credited and the turnover it asks before a withdrawal. */
export const promoCodeClaimSchema = /* @__PURE__ */ v.object({
  code: v.string(),
  amount,
  turnover: amount,
  claimedAt: v.string(),
})

export const promoCodeClaimedSchema = /* @__PURE__ */ v.object({
  ...promoCodeClaimSchema.entries,
  /** The main wallet's balance after it. */
  balance: amount,
})

export const promoCodesSchema = /* @__PURE__ */ v.object({ list: v.array(promoCodeClaimSchema) })

export type PromoCodeClaim = v.InferOutput<typeof promoCodeClaimSchema>
export type PromoCodeClaimed = v.InferOutput<typeof promoCodeClaimedSchema>
