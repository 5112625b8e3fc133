import * as v from 'valibot'
import { maxRatio } from '../../domain/contracts'
import { amount } from './common'

// Daily salary by member ratio (original-calls.md §2 and §5, agentMRDailySalary, DAYSALMR): an agent gives each
// direct downline a rate of the downline team's valid bets of a day and pays it by hand the days after.

/** A UTC day of the server's calendar, YYYY-MM-DD. */
const day = /* @__PURE__ */ v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
/** A rate as integer basis points (125 = 1.25 %), as the contracts send their ratios. */
const rate = /* @__PURE__ */ v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxRatio))
const account = /* @__PURE__ */ v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32))
const key = /* @__PURE__ */ v.pipe(v.string(), v.minLength(8), v.maxLength(64))

export const mrSalaryInfoRequestSchema = /* @__PURE__ */ v.object({
  /** The day to show; yesterday when absent (the latest day that has ended). */
  day: v.optional(day),
})

/**
 * Where a downline's salary of the day stands: no rate given, nothing to pay (no valid bet), due (the agent may
 * pay it), paid.
 */
export const mrSalaryStatuses = ['noRate', 'nothingDue', 'due', 'paid'] as const

export const mrSalaryRowSchema = /* @__PURE__ */ v.object({
  account: v.string(),
  kind: v.picklist(['member', 'agent']),
  /** The rate in force now; null when none was given. */
  rate: v.nullable(rate),
  /** The downline's team (them and everyone below) on the day. */
  validBet: amount,
  activeMembers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** What the day pays: the rate it was paid at once paid, the rate in force until then. */
  amount,
  status: v.picklist(mrSalaryStatuses),
  paidAt: v.nullable(v.string()),
})

export const mrSalaryInfoSchema = /* @__PURE__ */ v.object({
  day,
  /** The latest day that may be shown and paid (yesterday) and the earliest one kept. */
  latestDay: day,
  earliestDay: day,
  /** The rate my own upline (or the platform) gives me: the most I may give. */
  ownRate: rate,
  balance: amount,
  rows: v.array(mrSalaryRowSchema),
  totals: v.object({ validBet: amount, due: amount, paid: amount }),
})

export const setMrSalaryRateRequestSchema = /* @__PURE__ */ v.object({
  downline: account,
  rate,
})

export const setMrSalaryRateSchema = /* @__PURE__ */ v.object({ downline: v.string(), rate })

export const disburseMrSalaryRequestSchema = /* @__PURE__ */ v.object({
  downline: account,
  day,
  /** One per user action: the same key again answers the same payout and moves no money twice. */
  idempotencyKey: key,
})

export const disburseMrSalarySchema = /* @__PURE__ */ v.object({
  reference: v.string(),
  downline: v.string(),
  day,
  amount,
  /** My main balance after it. */
  balance: amount,
})

export type MrSalaryInfo = v.InferOutput<typeof mrSalaryInfoSchema>
export type MrSalaryRow = v.InferOutput<typeof mrSalaryRowSchema>
export type MrSalaryStatus = (typeof mrSalaryStatuses)[number]
export type MrSalaryPayout = v.InferOutput<typeof disburseMrSalarySchema>
