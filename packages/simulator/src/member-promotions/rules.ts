import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'

/** The platform's figures for the member promotions, minor units (docs/flows/member-promotions.md). */
export const memberPromotionRules = {
  /** Paid once per member. */
  registerBonus: 888,
  /** Paid once per day (UTC). */
  loginBonus: 200,
  /** Loss-back: this share of the last full day's net loss, from this much loss, at most `saviorCap`. */
  saviorPercent: 10,
  saviorMinLoss: 5_000,
  saviorCap: 50_000,
} as const

export const dayMs = 86_400_000

/** The day (UTC) an instant falls in, as days since the epoch: what a daily claim is kept under. */
export const dayOf = (at: number) => Math.floor(at / dayMs)

/**
 * Stakes minus payouts of the settled rounds in `[from, to)`, in every wallet: what the member lost at play
 * (zero when they won). Read from the ledger each time; nothing is stored.
 */
export function netLossOf(ledger: Ledger, from: number, to: number): number {
  let net = 0
  for (const entry of ledger.entries) {
    if (entry.at < from || entry.at >= to) continue
    if (entry.kind !== 'bet' && entry.kind !== 'payout') continue
    if (statusOf(ledger, entry.id) === 'settled') net -= entry.amount
  }
  return Math.max(0, net)
}

/** What the loss-back pays on a net loss: nothing under the least loss, the share rounded down, capped. */
export function saviorRewardOf(netLoss: number): number {
  const { saviorMinLoss, saviorPercent, saviorCap } = memberPromotionRules
  if (netLoss < saviorMinLoss) return 0
  return Math.min(Math.floor((netLoss * saviorPercent) / 100), saviorCap)
}
