import * as v from 'valibot'
import { amount, idString, numeric } from './common'

/**
 * What a member does with a deposit order after placing it, and what the withdrawing side of a member-to-member
 * payment sees of it (issue 32; original-calls.md §2: updateDepositReference, requestDepositChatLink,
 * getCountOfPendingDepositWithdraw, getDepositConfirmationDetail). The original names the calls only: every
 * shape here is ours.
 */

/**
 * The reference the member's own bank gave the transfer, so the back office finds it on the statement: 4–40 of
 * letters, digits and `. _ / -`, as banks print them. The platform keeps the latest.
 */
export const depositReferencePattern = /^[A-Za-z0-9._/-]{4,40}$/

export const depositReferenceRequestSchema = /* @__PURE__ */ v.object({
  /** The deposit order's reference (DP…). */
  reference: v.pipe(v.string(), v.nonEmpty()),
  memberReference: v.pipe(v.string(), v.regex(depositReferencePattern)),
})

export const depositChatLinkRequestSchema = /* @__PURE__ */ v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
})

/** A chat room with the deposit desk about one order: where it opens, and until when the link works. */
export const depositChatLinkSchema = /* @__PURE__ */ v.object({
  url: v.pipe(v.string(), v.url()),
  expiresAt: v.pipe(v.string(), v.nonEmpty()),
})

const count = /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(0))

/** The member's orders the back office has not settled yet. */
export const pendingCountSchema = /* @__PURE__ */ v.object({ deposits: count, withdrawals: count })

export const confirmationDetailRequestSchema = /* @__PURE__ */ v.object({
  payDetailId: v.pipe(v.string(), v.nonEmpty()),
})

/**
 * One payment another member says they sent for the member's withdrawal, in full: what the list shows, and the
 * payer's proof: the reference their bank gave the transfer and the receipt they sent (images as data URLs).
 */
export const confirmationDetailSchema = /* @__PURE__ */ v.object({
  payDetailId: idString,
  orderNo: v.string(),
  amount,
  sentAt: v.pipe(v.string(), v.nonEmpty()),
  memberReference: v.nullish(v.string()),
  receipt: v.nullish(
    v.object({
      images: v.array(v.pipe(v.string(), v.regex(/^data:image\//))),
      remark: v.string(),
      at: v.string(),
    }),
  ),
})

export type DepositReferenceRequest = v.InferOutput<typeof depositReferenceRequestSchema>
export type DepositChatLink = v.InferOutput<typeof depositChatLinkSchema>
export type PendingCount = v.InferOutput<typeof pendingCountSchema>
export type ConfirmationDetail = v.InferOutput<typeof confirmationDetailSchema>
