import type { Store } from '../store'
import { add, dailyMoney, type Money4, noMoney } from './figures'
import { downlinesOf } from './tree'

/** One downline's money over [from, to), minor units: a row of the downline P&L report (AGETEAMPNL3). */
interface ProfitLossRow extends Money4 {
  account: string
  level: number
}

/**
 * Downline profit and loss of an agent over [from, to) on the simulated clock, read from each downline's
 * ledger; `level` keeps one level only. The totals are summed from the rows, so they cannot disagree.
 */
export function teamProfitLoss(
  store: Store,
  agent: string,
  from: number,
  to: number,
  level: number | null = null,
): { rows: ProfitLossRow[]; totals: Money4 } {
  const rows: ProfitLossRow[] = []
  const totals = noMoney()
  for (const { node, level: depth } of downlinesOf(store.state.team, agent)) {
    if (level !== null && depth !== level) continue
    const member = store.findMember(node.account)
    if (!member) continue
    const sums = noMoney()
    for (const [at, day] of dailyMoney(store, member, from)) if (at < to) add(sums, day)
    rows.push({ account: node.account, level: depth, ...sums })
    add(totals, sums)
  }
  rows.sort((a, b) => a.level - b.level || a.account.localeCompare(b.account))
  return { rows, totals }
}
