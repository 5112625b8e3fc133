import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'

/** How many settled bets and settled deposits the member's ledger holds: what achievements count. */
export function playCounts(ledger: Ledger): { bets: number; deposits: number } {
  let bets = 0
  let deposits = 0
  for (const entry of ledger.entries) {
    if (statusOf(ledger, entry.id) !== 'settled') continue
    if (entry.kind === 'bet') bets++
    else if (entry.kind === 'deposit') deposits++
  }
  return { bets, deposits }
}
