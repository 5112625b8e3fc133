import { turnoverOfBonus } from '../deposit/promotion-bonus'
import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'
import type { Store } from '../store'
import { type WithdrawState, withdrawRules } from './state'

/** The Luhn check digit rule every payment card number follows. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

const dayMs = 86_400_000
const dayOf = (at: number) => Math.floor(at / dayMs)

/** Orders the member made today (the simulated clock's UTC day), rejected ones included, as limits count them. */
export const usedToday = (state: WithdrawState, account: string, now: number): number =>
  state.orders.filter((order) => order.account === account && dayOf(order.createdAt) === dayOf(now)).length

/** The fee of an amount: the first withdrawals of the day are free, then the rate within its bounds. */
export function feeOf(amount: number, used: number): number {
  const { fee } = withdrawRules
  if (used < fee.freePerDay) return 0
  const rated = Math.round((amount * fee.rateBasisPoints) / 10_000)
  return Math.min(fee.max, Math.max(fee.min, rated))
}

/**
 * Turnover still to bet: money deposited or given since the last withdrawal (once settled) must be bet once
 * before it can leave, plus what the dev surface adds; what was owed when the back office waived it is not.
 * Derived from the ledger, like every balance.
 */
export function turnoverRemaining(store: Store, ledger: Ledger): number {
  let since = store.state.withdraw.turnoverWaivedAt.get(ledger.account) ?? 0
  for (let index = ledger.entries.length - 1; index >= 0; index--) {
    const entry = ledger.entries[index]
    if (entry?.kind === 'withdrawal' && statusOf(ledger, entry.id) !== 'reversed') {
      since = Math.max(since, index + 1)
      break
    }
  }
  let required = 0
  let bet = 0
  for (const entry of ledger.entries.slice(since)) {
    const status = statusOf(ledger, entry.id)
    if (entry.kind === 'deposit' && status === 'settled') required += entry.amount
    if (entry.kind === 'bonus' && status === 'settled') required += turnoverOfBonus(ledger, entry)
    if (entry.kind === 'bet') bet -= entry.amount
  }
  const extra = store.state.withdraw.extraTurnover.get(ledger.account) ?? 0
  return Math.max(0, required - bet) + extra
}
