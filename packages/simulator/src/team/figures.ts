import type { TeamPeriod } from '@portal/core'
import { ledgerOf } from '../ledger/book'
import { statusOf } from '../ledger/ledger'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import type { Team } from './tree'

const day = 86_400_000

/** Money of a stretch of time, minor units. */
export interface Money4 {
  deposits: number
  withdrawals: number
  bets: number
  profitLoss: number
}

/** Days are UTC days on the simulated clock (docs/deviations.md). */
const startOfDay = (at: number) => Math.floor(at / day) * day
export const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** [from, to) of a period on the simulated clock. */
export function periodRange(period: TeamPeriod, now: number): { from: number; to: number } {
  const today = startOfDay(now)
  if (period === 'today') return { from: today, to: today + day }
  if (period === 'yesterday') return { from: today - day, to: today }
  const date = new Date(now)
  return { from: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), to: today + day }
}

const zero = (): Money4 => ({ deposits: 0, withdrawals: 0, bets: 0, profitLoss: 0 })

/**
 * One member's money per UTC day from `from` on, read from their ledger: settled deposits and withdrawals
 * (a rejected or reversed order moved no money), valid bets (every stake) and their result, payouts minus
 * bets. A day with a bet counts the member as active.
 */
export function dailyMoney(store: Store, member: Member, from: number): Map<number, Money4> {
  const days = new Map<number, Money4>()
  const ledger = ledgerOf(store, member)
  for (const entry of ledger.entries) {
    if (entry.at < from) continue
    const key = startOfDay(entry.at)
    let sums = days.get(key)
    if (!sums) {
      sums = zero()
      days.set(key, sums)
    }
    if (entry.kind === 'deposit' && statusOf(ledger, entry.id) === 'settled') sums.deposits += entry.amount
    else if (entry.kind === 'withdrawal' && statusOf(ledger, entry.id) === 'settled')
      sums.withdrawals -= entry.amount
    else if (entry.kind === 'bet') {
      sums.bets -= entry.amount
      sums.profitLoss += entry.amount
    } else if (entry.kind === 'payout') sums.profitLoss += entry.amount
  }
  return days
}

export function add(into: Money4, more: Money4): void {
  into.deposits += more.deposits
  into.withdrawals += more.withdrawals
  into.bets += more.bets
  into.profitLoss += more.profitLoss
}

/** The latest sign-in: one of this run's sessions, else what the seed knows. */
export function lastLoginOf(store: Store, team: Team, account: string): number | null {
  let latest = team.get(account)?.lastLoginAt ?? null
  const { sessions, memberCentre } = store.state
  for (const [token, session] of sessions) {
    if (session.account !== account) continue
    const signedIn = memberCentre.sessionInfo.get(token)?.signedInAt
    if (signedIn !== undefined && (latest === null || signedIn > latest)) latest = signedIn
  }
  return latest
}

export { zero as noMoney }
