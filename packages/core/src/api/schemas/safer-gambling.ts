import * as v from 'valibot'
import { amount, numeric } from './common'

export const limitKinds = ['deposit', 'loss'] as const
export const limitPeriods = ['day', 'week', 'month'] as const
export const exclusionKinds = ['timeOut', 'selfExclusion'] as const
export const realityCheckMinutes = [0, 15, 30, 60] as const

const limitKind = /* @__PURE__ */ v.picklist(limitKinds)
const limitPeriod = /* @__PURE__ */ v.picklist(limitPeriods)
const exclusionKind = /* @__PURE__ */ v.picklist(exclusionKinds)
const reminder = /* @__PURE__ */ v.picklist(realityCheckMinutes)

/**
 * One limit as the server holds it: the amount in force (null: none) and an increase waiting out its 24-hour
 * cooling-off (`appliesAt`, and `remainingMs` on the server's clock, so a client with another clock counts
 * down right).
 */
const limitSchema = /* @__PURE__ */ v.object({
  kind: limitKind,
  period: limitPeriod,
  amount: v.nullable(amount),
  pending: v.nullable(v.object({ amount: v.nullable(amount), appliesAt: v.string(), remainingMs: numeric })),
})

/** The safer-gambling page's state: every limit, an exclusion in force, the reality-check interval. */
export const saferGamblingSchema = /* @__PURE__ */ v.object({
  limits: v.array(limitSchema),
  exclusion: v.nullable(v.object({ kind: exclusionKind, until: v.string() })),
  realityCheckMinutes: reminder,
})

/** A new amount for one limit, as decimal text; null removes the limit (after the cooling-off). */
export const setLimitRequestSchema = /* @__PURE__ */ v.object({
  kind: limitKind,
  period: limitPeriod,
  amount: v.nullable(v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))),
})

/** A time-out of 1 to 42 days, or a self-exclusion of 183 days (six months) or more. */
export const excludeRequestSchema = /* @__PURE__ */ v.object({
  kind: exclusionKind,
  days: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(3653)),
})

export const excludeResponseSchema = /* @__PURE__ */ v.object({ kind: exclusionKind, until: v.string() })

export const realityCheckRequestSchema = /* @__PURE__ */ v.object({ minutes: reminder })

/** What a reality check shows of the session: the net of bets and payouts since `since` (minor units). */
export const sessionResultRequestSchema = /* @__PURE__ */ v.object({ since: v.string() })
export const sessionResultSchema = /* @__PURE__ */ v.object({ net: amount, bets: numeric })

export type SaferGambling = v.InferOutput<typeof saferGamblingSchema>
export type GamblingLimit = SaferGambling['limits'][number]
export type LimitKind = (typeof limitKinds)[number]
export type LimitPeriod = (typeof limitPeriods)[number]
export type ExclusionKind = (typeof exclusionKinds)[number]
export type RealityCheckMinutes = (typeof realityCheckMinutes)[number]
