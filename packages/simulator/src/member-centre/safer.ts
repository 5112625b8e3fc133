import { type Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import type { Member } from '../seed/members'
import { endSessionsOf } from '../sessions/sessions'
import type { Store } from '../store'
import {
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  limitPeriods,
  type SaferRecord,
} from './state'

/**
 * Safer gambling (issue 13, docs/safer-gambling.md): deposit and loss limits per rolling day, week and month;
 * a lower limit applies at once, a higher one (or none) only after a 24-hour cooling-off; time-out and
 * self-exclusion end every session and refuse sign-in until they end. Everything runs on the simulated clock.
 */
const hour = 3_600_000
const day = 24 * hour
export const coolingOffMs = 24 * hour
/** Rolling windows: the last 24 hours, 7 days, 30 days. */
export const periodMs: Record<LimitPeriod, number> = { day, week: 7 * day, month: 30 * day }
export const timeOutDays = { min: 1, max: 42 } as const
export const selfExclusionDays = { min: 183, max: 3653 } as const

const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}.${period}` as const

function newRecord(): SaferRecord {
  const limits = {} as SaferRecord['limits']
  for (const kind of limitKinds)
    for (const period of limitPeriods) limits[limitKey(kind, period)] = { amount: null, pending: null }
  return { limits, exclusion: null, realityCheckMinutes: 0 }
}

/** A member's record with every cooling-off that has run out applied and an ended exclusion dropped. */
export function saferOf(store: Store, account: string): SaferRecord {
  const records = store.state.memberCentre.safer
  let record = records.get(account)
  if (!record) {
    record = newRecord()
    records.set(account, record)
  }
  const now = store.now()
  for (const limit of Object.values(record.limits)) {
    if (limit.pending && limit.pending.appliesAt <= now) {
      limit.amount = limit.pending.amount
      limit.pending = null
    }
  }
  if (record.exclusion && record.exclusion.until <= now) record.exclusion = null
  return record
}

/** Stricter (lower, or a first limit) applies at once and drops a pending rise; looser waits 24 hours. */
export function setLimit(
  store: Store,
  account: string,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
): void {
  const limit = saferOf(store, account).limits[limitKey(kind, period)]
  const stricter = amount !== null && (limit.amount === null || amount <= limit.amount)
  if (stricter || amount === limit.amount) {
    limit.amount = amount
    limit.pending = null
  } else limit.pending = { amount, appliesAt: store.now() + coolingOffMs }
}

/** Refused unless the days are within the kind's range. Ends every session of the account. */
export function exclude(
  store: Store,
  account: string,
  kind: ExclusionKind,
  days: number,
): SaferRecord['exclusion'] | Refusal {
  const range = kind === 'timeOut' ? timeOutDays : selfExclusionDays
  if (!Number.isInteger(days) || days < range.min || days > range.max)
    return refuse('exclusion_duration', `${kind} lasts ${range.min} to ${range.max} days`, range)
  const record = saferOf(store, account)
  const until = store.now() + days * day
  // A longer exclusion never shortens one in force.
  if (!record.exclusion || record.exclusion.until < until) record.exclusion = { kind, until }
  endSessionsOf(store, account, 'excluded')
  return record.exclusion
}

/** Sign-in refusal while an exclusion runs: `timed_out` or `self_excluded`, with when it ends. */
export function exclusionRefusal(store: Store, member: Member): Refusal | null {
  const { exclusion } = saferOf(store, member.account)
  if (!exclusion) return null
  const until = new Date(exclusion.until).toISOString()
  return exclusion.kind === 'timeOut'
    ? refuse('timed_out', `This account is in a time-out until ${until}`, { until })
    : refuse('self_excluded', `This account is self-excluded until ${until}`, { until })
}

/** Deposits placed (pending or credited, not rejected) in the window ending now. */
function depositedSince(ledger: Ledger, since: number): number {
  return ledger.entries
    .filter(
      (entry) => entry.kind === 'deposit' && entry.at > since && statusOf(ledger, entry.id) !== 'rejected',
    )
    .reduce((sum, entry) => sum + entry.amount, 0)
}

/** Net loss of bets and payouts in the window ending now (0 when ahead). */
export function netResultSince(ledger: Ledger, since: number): number {
  return ledger.entries
    .filter((entry) => (entry.kind === 'bet' || entry.kind === 'payout') && entry.at > since)
    .reduce((sum, entry) => sum + entry.amount, 0)
}

/** `deposit_limit_exceeded` when this deposit would take any period over its limit. */
export function depositRefusal(store: Store, member: Member, amount: number): Refusal | null {
  const { limits } = saferOf(store, member.account)
  const ledger = ledgerOf(store, member)
  for (const period of limitPeriods) {
    const limit = limits[limitKey('deposit', period)].amount
    if (limit === null) continue
    const used = depositedSince(ledger, store.now() - periodMs[period])
    if (used + amount > limit)
      return refuse('deposit_limit_exceeded', `This deposit would pass your ${period} deposit limit`, {
        period,
        limit: toWire(limit),
        remaining: toWire(Math.max(0, limit - used)),
      })
  }
  return null
}

/** `loss_limit_reached` when a stake could take the period's net loss past its limit. */
export function stakeRefusal(store: Store, member: Member, stake: number): Refusal | null {
  const { limits } = saferOf(store, member.account)
  const ledger = ledgerOf(store, member)
  for (const period of limitPeriods) {
    const limit = limits[limitKey('loss', period)].amount
    if (limit === null) continue
    const lost = -netResultSince(ledger, store.now() - periodMs[period])
    if (lost + stake > limit)
      return refuse('loss_limit_reached', `This stake could pass your ${period} loss limit`, {
        period,
        limit: toWire(limit),
      })
  }
  return null
}

/** The record as the API answers it (amounts as the wire sends them). */
export function saferView(store: Store, account: string) {
  const record = saferOf(store, account)
  const now = store.now()
  const wire = (amount: number | null) => (amount === null ? null : toWire(amount))
  return {
    limits: limitKinds.flatMap((kind) =>
      limitPeriods.map((period) => {
        const limit = record.limits[limitKey(kind, period)]
        return {
          kind,
          period,
          amount: wire(limit.amount),
          pending: limit.pending && {
            amount: wire(limit.pending.amount),
            appliesAt: new Date(limit.pending.appliesAt).toISOString(),
            remainingMs: limit.pending.appliesAt - now,
          },
        }
      }),
    ),
    exclusion: record.exclusion && {
      kind: record.exclusion.kind,
      until: new Date(record.exclusion.until).toISOString(),
    },
    realityCheckMinutes: record.realityCheckMinutes,
  }
}
