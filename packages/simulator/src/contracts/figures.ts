import type { TeamFigures } from '@portal/core'
import { ledgerOf } from '../ledger/book'
import type { Store } from '../store'
import { downlinesOf } from '../team/tree'
import type { Range } from './periods'

/** One bet or payout of someone in the team: what team figures are summed from. */
export interface Play {
  account: string
  at: number
  /** Stake (minor units) of a bet, 0 for a payout. */
  stake: number
  /** The player's result: −stake for a bet, +win for a payout. */
  result: number
}

/** The downline and everyone under them: whose play a contract with the downline is paid on. */
export const teamOf = (store: Store, downline: string): string[] => [
  downline,
  ...downlinesOf(store.state.team, downline).map(({ node }) => node.account),
]

/** The team's bets and payouts from `from` on, oldest first (the ledgers are read once per settlement). */
export function playsOf(store: Store, accounts: readonly string[], from: number): Play[] {
  const plays: Play[] = []
  for (const account of accounts) {
    const member = store.findMember(account)
    if (!member) continue
    for (const entry of ledgerOf(store, member).entries) {
      if (entry.at < from) continue
      if (entry.kind === 'bet')
        plays.push({ account, at: entry.at, stake: -entry.amount, result: entry.amount })
      else if (entry.kind === 'payout') plays.push({ account, at: entry.at, stake: 0, result: entry.amount })
    }
  }
  return plays.sort((a, b) => a.at - b.at)
}

/** Valid bet, players' result and active people (anyone who bet) over [from, to). */
export function figuresIn(plays: readonly Play[], range: Range): TeamFigures {
  let validBet = 0n
  let profitLoss = 0n
  const active = new Set<string>()
  for (const play of plays) {
    if (play.at < range.from || play.at >= range.to) continue
    validBet += BigInt(play.stake)
    profitLoss += BigInt(play.result)
    if (play.stake > 0) active.add(play.account)
  }
  return { validBet, profitLoss, activePeople: active.size }
}
