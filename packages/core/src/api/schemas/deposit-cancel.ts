import * as v from 'valibot'

/**
 * cancelC2CDeposit (issue 32; original-calls.md §2 names the call only, the shape is ours): the member withdraws
 * their own member-to-member deposit order before paying it. A cancel changes the order for good, so it carries
 * the action's key: repeated after a lost answer, it answers the same cancelled order.
 */
export const cancelC2CDepositRequestSchema = /* @__PURE__ */ v.object({
  /** The deposit order's reference (DP…). */
  reference: v.pipe(v.string(), v.nonEmpty()),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
})

export type CancelC2CDepositRequest = v.InferOutput<typeof cancelC2CDepositRequestSchema>
