import { moneyFromApi, rebateFor, rebateRates } from '@portal/core'
import type { Entry } from './entries'
import { type Ledger, statusOf } from './ledger'

export interface AccruedRow {
  category: string
  /** Valid bets (stakes of settled bets) since the last rebate, minor units. */
  validBet: number
  rate: number | null
  /** validBet × rate, rounded down to a whole minor unit. */
  rebate: number
}

export interface Accrued {
  rows: AccruedRow[]
  total: number
  /** The last rebate paid (weekly or manual), if any: bets before it are paid already. */
  since: Entry | null
}

/** A rate of §9 as exact basis points (0.012 → 120): the rebate is computed on integers only. */
const basisPoints = (rate: number | null) => (rate === null ? 0 : Number(moneyFromApi(rate, 4)?.minor ?? 0n))

/**
 * The rebate accrued from valid bets (ledger `bet` entries) since the last `rebate` entry, per game category
 * at the spec's rates (§9). Every category with a rate is listed, and any other one the member bet in (PVP,
 * COCKFIGHT: no rate, shown as '-').
 */
export function accruedRebates(ledger: Ledger): Accrued {
  const { entries } = ledger
  let start = entries.length
  while (start > 0 && entries[start - 1]?.kind !== 'rebate') start--
  const since = start > 0 ? (entries[start - 1] ?? null) : null
  const staked = new Map<string, number>(Object.keys(rebateRates).map((category) => [category, 0]))
  for (let index = start; index < entries.length; index++) {
    const entry = entries[index] as Entry
    if (entry.kind !== 'bet' || !entry.game || statusOf(ledger, entry.id) !== 'settled') continue
    staked.set(entry.game.category, (staked.get(entry.game.category) ?? 0) - entry.amount)
  }
  const rows = [...staked].map(([category, validBet]) => {
    const { rate } = rebateFor(category)
    return { category, validBet, rate, rebate: Math.floor((validBet * basisPoints(rate)) / 10_000) }
  })
  return { rows, total: rows.reduce((sum, row) => sum + row.rebate, 0), since }
}
