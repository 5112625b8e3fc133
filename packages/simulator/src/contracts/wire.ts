import { contractPeriods } from '@portal/core'
import { toWire } from '../ledger/wire'
import type { Contract } from '../seed/contracts'
import type { Store } from '../store'
import { figuresIn, playsOf, teamOf } from './figures'
import { contractPeriod, dividendPeriod, type Range } from './periods'

/** A contract as the API sends it: decimal amounts, ISO times, no bookkeeping of its settlement. */
export const contractToWire = (contract: Contract) => ({
  id: contract.id,
  kind: contract.kind,
  upline: contract.upline,
  downline: contract.downline,
  period: contract.period,
  tiers: contract.tiers.map((tier) => ({
    ...tier,
    minBet: toWire(tier.minBet),
    minLoss: toWire(tier.minLoss),
  })),
  status: contract.status,
  terminationBy: contract.terminationBy,
  history: contract.history.map((step) => ({ ...step, at: new Date(step.at).toISOString() })),
})

/** A downline's team so far in each period a preview may ask for (the current one, up to now). */
export function figuresSoFar(store: Store, downline: string) {
  const now = store.now()
  const ranges: [string, Range][] = [
    ...contractPeriods.map((period): [string, Range] => [period, dividendPeriod(period, now)]),
    ['day', contractPeriod('dailySalary', 'D', now)],
    ['hour', contractPeriod('hourlySalary', 'D', now)],
    ['slot', contractPeriod('realTimeSalary', 'D', now)],
  ]
  const plays = playsOf(store, teamOf(store, downline), Math.min(...ranges.map(([, range]) => range.from)))
  return Object.fromEntries(
    ranges.map(([name, range]) => {
      const figures = figuresIn(plays, { from: range.from, to: now + 1 })
      return [
        name,
        {
          validBet: toWire(Number(figures.validBet)),
          profitLoss: toWire(Number(figures.profitLoss)),
          activePeople: figures.activePeople,
        },
      ]
    }),
  ) as Record<(typeof contractPeriods)[number] | 'day' | 'hour' | 'slot', never>
}
