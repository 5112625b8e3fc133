import {
  type ExclusionKind,
  type GamblingLimit,
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  limitPeriods,
  type SaferGambling,
} from '../../api/schemas/safer-gambling'
import { moneyToDecimal, parseMoney } from '../../domain/money'
import type { ValidationIssue } from '../../validation/issues'
import type { LimitKey, LimitRequest } from './safer-gambling.types'

/** The rows of the limits table, in order: deposit then loss, each by day, week, month. */
export const limitKeys: readonly LimitKey[] = limitKinds.flatMap((kind) =>
  limitPeriods.map((period) => `${kind}.${period}` as const),
)

export const coolingOffHours = 24

/** The durations the page offers, in days: a time-out of 24 hours to 6 weeks, self-exclusion from 6 months. */
export const exclusionChoices: Record<ExclusionKind, readonly number[]> = {
  timeOut: [1, 3, 7, 14, 28, 42],
  selfExclusion: [183, 365, 730, 1826],
}

export function splitLimitKey(key: LimitKey): { kind: LimitKind; period: LimitPeriod } {
  const [kind, period] = key.split('.') as [LimitKind, LimitPeriod]
  return { kind, period }
}

export function limitOf(settings: SaferGambling | null, key: LimitKey): GamblingLimit | undefined {
  const { kind, period } = splitLimitKey(key)
  return settings?.limits.find((limit) => limit.kind === kind && limit.period === period)
}

/** An empty draft removes the limit; otherwise a positive amount with at most 2 decimals. */
export function draftIssue(draft: string): ValidationIssue | null {
  if (draft.trim() === '') return null
  const parsed = parseMoney(draft)
  return parsed && parsed.minor > 0n ? null : { code: 'amount' }
}

export function limitRequest(key: LimitKey, draft: string): LimitRequest {
  const parsed = draft.trim() === '' ? null : parseMoney(draft)
  return { ...splitLimitKey(key), amount: parsed ? moneyToDecimal(parsed) : null }
}

/** The soonest pending rise's time left, given the time since the settings loaded; null: none pending. */
export function soonestRemainingMs(settings: SaferGambling | null, elapsedMs: number): number | null {
  const left = (settings?.limits ?? [])
    .flatMap((limit) => (limit.pending ? [limit.pending.remainingMs - elapsedMs] : []))
    .sort((a, b) => a - b)
  return left[0] ?? null
}
