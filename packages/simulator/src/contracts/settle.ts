import { type ContractTier, contractPayout, type TeamFigures } from '@portal/core'
import { ledgerOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { append, runningBalance } from '../ledger/ledger'
import type { Contract, Tier } from '../seed/contracts'
import type { Store } from '../store'
import { type Play, playsOf, teamOf } from './figures'
import { contractPeriod, type Range } from './periods'

export const toCoreTiers = (tiers: readonly Tier[]): ContractTier[] =>
  tiers.map((tier) => ({ ...tier, minBet: BigInt(tier.minBet), minLoss: BigInt(tier.minLoss) }))

/** A payout made (or, when the upline could not pay, skipped) for one period of one contract. */
export interface Settlement {
  contract: string
  range: Range
  amount: number
  paid: boolean
}

/** Sums the plays of [from, to) starting at `index` (plays sorted by time); answers the next index too. */
function sumFrom(
  plays: readonly Play[],
  index: number,
  range: Range,
): { figures: TeamFigures; next: number } {
  let validBet = 0n
  let profitLoss = 0n
  const active = new Set<string>()
  let at = index
  while (at < plays.length && (plays[at] as Play).at < range.to) {
    const play = plays[at] as Play
    if (play.at >= range.from) {
      validBet += BigInt(play.stake)
      profitLoss += BigInt(play.result)
      if (play.stake > 0) active.add(play.account)
    }
    at++
  }
  return { figures: { validBet, profitLoss, activePeople: active.size }, next: at }
}

/**
 * Pays a signed contract every period that has ended since it was last settled (the period it was signed in
 * counts whole): the payout rule of the core (`contractPayout`) on the team's figures of the period, as a
 * `contractPayout` entry for the downline and, when an upline pays, a `contractPayment` entry for it under the
 * same reference, at the moment it is settled. An upline who cannot pay skips that period (no entry, no debt).
 */
function settleOne(store: Store, contract: Contract, until: number): Settlement[] {
  const start = Math.max(contract.signedAt ?? until, contract.settledUntil ?? 0)
  let range = contractPeriod(contract.kind, contract.period, start)
  if (range.to > until) return []
  const plays = playsOf(store, teamOf(store, contract.downline), range.from)
  const tiers = toCoreTiers(contract.tiers)
  const done: Settlement[] = []
  let index = 0
  while (range.to <= until) {
    const { figures, next } = sumFrom(plays, index, range)
    index = next
    const amount = Number(contractPayout(contract.kind, tiers, figures).amount)
    if (amount > 0)
      done.push({ contract: contract.id, range, amount, paid: pay(store, contract, range, amount) })
    contract.settledUntil = range.to
    const upcoming = plays[index]
    if (!upcoming) {
      // Nobody played since: every period that has ended is settled with nothing to pay.
      contract.settledUntil = Math.max(range.to, contractPeriod(contract.kind, contract.period, until).from)
      break
    }
    // No play before the next one's period: jump there (a year of 5-minute periods is 105,120 of them).
    const after = contractPeriod(contract.kind, contract.period, range.to)
    range = upcoming.at >= after.to ? contractPeriod(contract.kind, contract.period, upcoming.at) : after
  }
  return done
}

function pay(store: Store, contract: Contract, range: Range, amount: number): boolean {
  const downline = store.findMember(contract.downline)
  const upline = contract.upline === null ? null : store.findMember(contract.upline)
  if (!downline || upline === undefined) return false
  const reference = `CT${contract.id}-${range.from}`
  const remarks = `${contract.kind} ${new Date(range.from).toISOString()}`
  const entry = (kind: Entry['kind'], signed: number) => ({
    wallet: 'main',
    kind,
    amount: signed,
    status: 'settled' as const,
    at: store.now(),
    reference,
    remarks,
  })
  if (upline) {
    const payer = ledgerOf(store, upline)
    if (runningBalance(payer) < amount) return false
    append(payer, entry('contractPayment', -amount))
  }
  const books = ledgerOf(store, downline)
  const paid = append(books, entry('contractPayout', amount))
  // Paid outside the downline's own request: their real-time channel tells them (CONTRACT_PAYOUT).
  store.ledgerEvents.emit({
    account: downline.account,
    customerId: books.customerId,
    entry: paid,
    status: 'settled',
    balance: runningBalance(books),
  })
  return true
}

/** Pays what is due on every signed (or terminating) contract up to the simulated clock's now. */
export function settleContracts(store: Store): Settlement[] {
  const now = store.now()
  return store.state.contracts
    .filter((contract) => contract.status === 'signed' || contract.status === 'terminating')
    .flatMap((contract) => settleOne(store, contract, now))
}
