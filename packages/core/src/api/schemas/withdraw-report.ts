import * as v from 'valibot'
import { amount } from './common'
import { pageOf, rangeRequest } from './paged'
import { withdrawOrderStatus } from './withdraw'

// The withdrawal report (issue 32; original-calls.md §2, getWithdrawTransactionReport): the member's
// withdrawals of a range, one row per order, paged like the other records. The original's shape is unknown:
// this one is ours.

const when = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())

export const withdrawReportRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  /** One of `withdrawOrderStatus`, or '' for all. */
  status: v.optional(v.string()),
})

export const withdrawReportRowSchema = /* @__PURE__ */ v.object({
  orderNo: v.string(),
  /** What the member asked for, and the fee taken beside it (both positive). */
  amount,
  fee: amount,
  status: v.picklist(withdrawOrderStatus),
  /** Why the platform refused it, as the back office wrote it; null unless rejected. */
  reason: v.nullish(v.string()),
  /** Where it goes, as the platform names it (a bank and the card's last four digits). */
  destination: v.string(),
  time: when,
  /** When it was paid or rejected; null while waiting. */
  settledAt: v.nullish(when),
})

export const withdrawReportTotalsSchema = /* @__PURE__ */ v.object({
  /** Paid out, waiting, and fees of paid and waiting orders (a rejected order's fee comes back). */
  paid: amount,
  waiting: amount,
  fees: amount,
})

export const withdrawReportSchema = /* @__PURE__ */ pageOf(
  withdrawReportRowSchema,
  withdrawReportTotalsSchema,
)

export type WithdrawReportRow = v.InferOutput<typeof withdrawReportRowSchema>
export type WithdrawReportTotals = v.InferOutput<typeof withdrawReportTotalsSchema>
