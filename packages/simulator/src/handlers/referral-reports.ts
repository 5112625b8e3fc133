import { toWire } from '../ledger/wire'
import { rankingWindowMs, referralRanking } from '../referral/ranking'
import { maskAccount, rewardOf } from '../referral/rewards'
import type { Handle } from '../route'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

const iso = (at: number) => new Date(at).toISOString()

/**
 * The referral page's reports (issue 32), read from the invitees the platform keeps (member-centre/state.ts):
 * the last 30 days' ranking of referrers (other members masked), the member's invitees page by page, and the claim
 * report of the reward each invitee brought (a share of their first deposit, capped, as referralDetails counts it).
 */
export function referralReportHandlers(handle: Handle): void {
  handle('referralRanking', (_input, { store, member }) => {
    const { account } = mustBeSignedIn(member)
    const now = store.now()
    const ranked = referralRanking(store, now)
    const mine = ranked.find((row) => row.account === account)
    return {
      periodStart: iso(now - rankingWindowMs),
      periodEnd: iso(now),
      ranking: ranked.slice(0, 10).map((row) => ({
        rank: row.rank,
        account: row.account === account ? row.account : maskAccount(row.account),
        invitees: row.invitees,
        income: toWire(row.income),
        me: row.account === account,
      })),
      mine: mine ? { rank: mine.rank, invitees: mine.invitees, income: toWire(mine.income) } : null,
    }
  })

  handle('inviteList', ({ page, size }, { store, member }) => {
    const invitees = newestFirst(store, mustBeSignedIn(member).account)
    return {
      list: invitees.slice((page - 1) * size, page * size).map((invitee) => ({
        account: maskAccount(invitee.account),
        registeredAt: iso(invitee.registeredAt),
        status: invitee.firstDepositAt === null ? ('registered' as const) : ('deposited' as const),
        reward: toWire(rewardOf(invitee.firstDepositAmount)),
      })),
      page,
      size,
      total: invitees.length,
    }
  })

  handle('invitationClaimReport', (_input, { store, member }) => {
    const invitees = newestFirst(store, mustBeSignedIn(member).account)
    return {
      // Numbered in the order the invitees registered: a new one never renumbers the others.
      list: invitees.map((invitee, index) => ({
        claimId: `IC${invitees.length - index}`,
        invitee: maskAccount(invitee.account),
        firstDeposit: invitee.firstDepositAmount === null ? null : toWire(invitee.firstDepositAmount),
        amount: toWire(rewardOf(invitee.firstDepositAmount)),
        status: invitee.firstDepositAt === null ? ('waiting' as const) : ('paid' as const),
        paidAt: invitee.firstDepositAt === null ? null : iso(invitee.firstDepositAt),
      })),
      paid: toWire(invitees.reduce((sum, invitee) => sum + rewardOf(invitee.firstDepositAmount), 0)),
      waiting: invitees.filter((invitee) => invitee.firstDepositAt === null).length,
    }
  })
}

function newestFirst(store: Store, account: string) {
  return [...(store.state.memberCentre.invitees.get(account) ?? [])].sort(
    (a, b) => b.registeredAt - a.registeredAt,
  )
}
