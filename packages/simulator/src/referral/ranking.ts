import type { Store } from '../store'
import { rewardOf } from './rewards'

/** The ranking's window: the last 30 days of the platform's clock. */
export const rankingWindowMs = 30 * 86_400_000

/**
 * Referrers of the demo world outside the seeded members' own invitees (minor units): the platform's other
 * players, so a member's place in the ranking means something. Counted as of the last 30 days.
 */
const otherReferrers: readonly (readonly [account: string, invitees: number, income: number])[] = [
  ['lucky888', 9, 48_000],
  ['tiger777', 7, 36_500],
  ['jade2020', 5, 30_000],
  ['rainbow9', 4, 12_800],
  ['neon_fox', 2, 9_000],
  ['pearl66', 1, 2_500],
  ['kite_run', 1, 0],
]

export interface RankedReferrer {
  rank: number
  account: string
  invitees: number
  income: number
}

/** Every referrer of the window, ranked by invitees, then income, then account: one stable order. */
export function referralRanking(store: Store, now: number): RankedReferrer[] {
  const since = now - rankingWindowMs
  const members = [...store.state.memberCentre.invitees.entries()].map(([account, invitees]) => {
    const recent = invitees.filter((invitee) => invitee.registeredAt >= since && invitee.registeredAt <= now)
    return {
      account,
      invitees: recent.length,
      income: recent.reduce((sum, invitee) => sum + rewardOf(invitee.firstDepositAmount), 0),
    }
  })
  const others = otherReferrers.map(([account, invitees, income]) => ({ account, invitees, income }))
  return [...members.filter((row) => row.invitees > 0), ...others]
    .sort((a, b) => b.invitees - a.invitees || b.income - a.income || a.account.localeCompare(b.account))
    .map((row, index) => ({ rank: index + 1, ...row }))
}
