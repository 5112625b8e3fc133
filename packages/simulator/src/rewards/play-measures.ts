import type { Ledger } from '../ledger/ledger'
import { statusOf } from '../ledger/ledger'

/** What the member's play adds up to, minor units: valid bets (settled stakes) and settled deposits. */
export interface PlayMeasures {
  turnover: number
  deposits: number
}

/** Read from the ledger every time, never stored: a bet or deposit settled a moment ago counts at once. */
export function playMeasures(ledger: Ledger, since = 0): PlayMeasures {
  let turnover = 0
  let deposits = 0
  for (const entry of ledger.entries) {
    if (entry.at < since || statusOf(ledger, entry.id) !== 'settled') continue
    if (entry.kind === 'bet') turnover -= entry.amount
    else if (entry.kind === 'deposit') deposits += entry.amount
  }
  return { turnover, deposits }
}
