import { moneyFromApi, rebateFor } from '@portal/core'
import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Entry, EntryKind } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import { own } from '../own'
import type { Handle } from '../route'
import { lotteryGames } from '../seed/lottery'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/*
 * The records (issue 14), all read from the member's ledger: nothing here is stored twice. Each answers one
 * page, newest first, with the totals of that page and of the whole filtered range.
 */

const day = 86_400_000
/** Twelve months of days, with a day's slack for time zones and a leap year. */
const longestRange = 368 * day

interface Range {
  from: number
  to: number
}

export function rangeOf(input: { startDate: string; endDate: string }) {
  const from = Date.parse(input.startDate)
  const to = Date.parse(input.endDate)
  if (!(to > from)) return refuse('range_invalid', 'endDate must be after startDate')
  if (to - from > longestRange) return refuse('range_too_long', 'A range spans at most 12 months')
  return { from, to }
}

export const within = (range: Range, at: number) => at >= range.from && at < range.to
const iso = (at: number) => new Date(at).toISOString()
export const newestFirst = (a: { at: number; seq: number }, b: { at: number; seq: number }) =>
  b.at - a.at || b.seq - a.seq

function pageOf<T>(rows: readonly T[], input: { page: number; size: number }) {
  const size = Math.max(1, Math.floor(input.size))
  const pageCount = Math.max(1, Math.ceil(rows.length / size))
  const page = Math.min(Math.max(1, Math.floor(input.page)), pageCount)
  return { rows: rows.slice((page - 1) * size, page * size), page, size }
}

/** One page of a report's rows as the records calls answer it: the page's rows, and the page's and the range's totals. */
export function pagedReport<T, Row, Totals>(
  rows: readonly T[],
  input: { page: number; size: number },
  row: (row: T) => Row,
  totals: (of: readonly T[]) => Totals,
) {
  const shown = pageOf(rows, input)
  return {
    list: shown.rows.map(row),
    page: shown.page,
    size: shown.size,
    total: rows.length,
    pageTotal: totals(shown.rows),
    rangeTotal: totals(rows),
  }
}

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0)

/** A game round: its bet and payout entries under one reference. */
interface Round {
  seq: number
  at: number
  reference: string
  vendor: string
  category: string
  gameCode: string | null
  wallet: string
  stake: number
  payout: number
  entries: Entry[]
}

/** A round paying back exactly its stake is a push: no valid bet (the rebate counts valid bets only). */
export const validBetOf = (round: Round) => (round.payout === round.stake ? 0 : round.stake)

export function roundsIn(ledger: Ledger, range: Range): Round[] {
  const byReference = new Map<string, Round>()
  for (const entry of ledger.entries) {
    if ((entry.kind !== 'bet' && entry.kind !== 'payout') || !entry.game) continue
    let round = byReference.get(entry.reference)
    if (!round) {
      if (entry.kind !== 'bet' || !within(range, entry.at)) continue
      round = {
        seq: entry.seq,
        at: entry.at,
        reference: entry.reference,
        vendor: entry.game.vendor,
        category: entry.game.category,
        gameCode: entry.game.gameCode,
        wallet: entry.wallet,
        stake: 0,
        payout: 0,
        entries: [],
      }
      byReference.set(entry.reference, round)
    }
    if (entry.kind === 'bet') round.stake += -entry.amount
    else round.payout += entry.amount
    round.entries.push(entry)
  }
  return [...byReference.values()].sort(newestFirst)
}

export const betTotals = (rounds: readonly Round[]) => ({
  bets: rounds.length,
  stake: toWire(sum(rounds, (round) => round.stake)),
  validBet: toWire(sum(rounds, validBetOf)),
  winLoss: toWire(sum(rounds, (round) => round.payout - round.stake)),
})

/** The type filter's groups of entry kinds. */
export const typeGroups: Record<string, readonly EntryKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawalFee', 'withdrawalReversal'],
  transfer: ['transferIn', 'transferOut', 'agentTransferOut', 'agentTransferIn'],
  game: ['bet', 'payout'],
  bonus: ['bonus', 'rebate', 'redEnvelopeOut', 'redEnvelopeIn'],
  adjustment: ['adjustment'],
  points: ['pointsConversion'],
  contract: ['contractPayout', 'contractPayment', 'mrSalaryPayout', 'mrSalaryPayment'],
}

/** Credit counts once settled; debit from the moment it is asked for until reversed (as the balances do). */
/**
 * Each entry's wallet balance after its last status move: a deposit is appended pending (its balance after is
 * the balance before it) and counts once approved, so the record shows the balance that approval made.
 */
function balanceAfterLastMove(ledger: Ledger): Map<string, number> {
  const after = new Map<string, number>()
  for (const move of ledger.moves) after.set(move.entryId, move.balanceAfter)
  return after
}

/** Credits, debits, deposits and withdrawals of ledger entries, each counted by its status in its own ledger. */
export function entryTotals(rows: Iterable<{ entry: Entry; ledger: Ledger }>) {
  let credit = 0
  let debit = 0
  let deposits = 0
  let withdrawals = 0
  for (const { entry, ledger } of rows) {
    const status = statusOf(ledger, entry.id)
    if (entry.amount > 0 && status === 'settled') credit += entry.amount
    if (entry.amount < 0 && status !== 'rejected') debit += entry.amount
    if (entry.kind === 'deposit' && status === 'settled') deposits += entry.amount
    if (entry.kind === 'withdrawal' && status === 'settled') withdrawals += -entry.amount
  }
  return {
    credit: toWire(credit),
    debit: toWire(debit),
    deposits: toWire(deposits),
    withdrawals: toWire(withdrawals),
  }
}

export function accountTotals(ledger: Ledger, entries: readonly Entry[]) {
  return entryTotals(entries.map((entry) => ({ entry, ledger })))
}

/** The spec's rate (§9) of a category as basis points, read exactly. */
function rebateBasisPoints(category: string): number {
  const { rate } = rebateFor(category)
  return rate === null ? 0 : Number(moneyFromApi(rate, 4)?.minor ?? 0n)
}

/** The game's name as the catalogue (or the lottery list) has it: what the member chose to play. */
function gameNameOf(store: Store, gameCode: string | null): string | null {
  if (gameCode === null) return null
  const game =
    store.state.catalog.games.find((one) => one.gameCode === gameCode) ??
    lotteryGames.find((one) => one.gameCode === gameCode)
  return game?.gameName ?? null
}

export function recordHandlers(handle: Handle): void {
  handle('bettingRecords', (input, { store, member }) => {
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    const inCategory = roundsIn(ledger, range).filter(
      (round) => !input.gameCategory || round.category === input.gameCategory,
    )
    const rounds = inCategory.filter((round) => !input.vendor || round.vendor === input.vendor)
    return {
      ...pagedReport(
        rounds,
        input,
        (round) => ({
          betId: round.reference,
          gameCode: round.gameCode,
          gameName: gameNameOf(store, round.gameCode),
          vendor: round.vendor,
          gameCategory: round.category,
          wallet: round.wallet,
          stake: toWire(round.stake),
          validBet: toWire(validBetOf(round)),
          payout: toWire(round.payout),
          winLoss: toWire(round.payout - round.stake),
          time: iso(round.at),
          entries: round.entries.map((entry) => ({
            id: entry.id,
            kind: entry.kind as 'bet' | 'payout',
            amount: toWire(entry.amount),
            balanceAfter: toWire(entry.balanceAfter),
            time: iso(entry.at),
          })),
        }),
        betTotals,
      ),
      vendors: [...new Set(inCategory.map((round) => round.vendor))].sort(),
    }
  })

  handle('accountRecords', (input, { store, member }) => {
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    const kinds = input.transType ? own(typeGroups, input.transType) : undefined
    if (input.transType && !kinds) return refuse('field_invalid', 'Unknown transType', { field: 'transType' })
    const entries = ledger.entries
      .filter(
        (entry) =>
          within(range, entry.at) &&
          (!kinds || kinds.includes(entry.kind)) &&
          (!input.status || statusOf(ledger, entry.id) === input.status),
      )
      .sort(newestFirst)
    const settledBalance = balanceAfterLastMove(ledger)
    return pagedReport(
      entries,
      input,
      (entry) => ({
        id: entry.id,
        type: entry.kind,
        wallet: entry.wallet,
        amount: toWire(entry.amount),
        balanceAfter: toWire(settledBalance.get(entry.id) ?? entry.balanceAfter),
        status: statusOf(ledger, entry.id) ?? entry.status,
        reference: entry.reference,
        remarks: entry.remarks ?? null,
        time: iso(entry.at),
      }),
      (of) => accountTotals(ledger, of),
    )
  })

  handle('personalProfit', (input, { store, member }) => {
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    const byCategory = new Map<string, Round[]>()
    for (const round of roundsIn(ledger, range)) {
      if (input.gameCategory && round.category !== input.gameCategory) continue
      byCategory.set(round.category, [...(byCategory.get(round.category) ?? []), round])
    }
    const rows = [...byCategory.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, rounds]) => {
        const validBet = sum(rounds, validBetOf)
        return {
          gameCategory: category,
          bets: rounds.length,
          stake: sum(rounds, (round) => round.stake),
          validBet,
          winLoss: sum(rounds, (round) => round.payout - round.stake),
          rebate: Math.floor((validBet * rebateBasisPoints(category)) / 10_000),
        }
      })
    const bonus = input.gameCategory
      ? 0
      : sum(
          ledger.entries.filter(
            (entry) =>
              entry.kind === 'bonus' && within(range, entry.at) && statusOf(ledger, entry.id) === 'settled',
          ),
          (entry) => entry.amount,
        )
    const totals = (of: readonly (typeof rows)[number][], withBonus: number) => ({
      bets: sum(of, (row) => row.bets),
      stake: toWire(sum(of, (row) => row.stake)),
      validBet: toWire(sum(of, (row) => row.validBet)),
      winLoss: toWire(sum(of, (row) => row.winLoss)),
      rebate: toWire(sum(of, (row) => row.rebate)),
      bonus: toWire(withBonus),
    })
    const shown = pageOf(rows, input)
    return {
      list: shown.rows.map((row) => ({
        ...row,
        stake: toWire(row.stake),
        validBet: toWire(row.validBet),
        winLoss: toWire(row.winLoss),
        rebate: toWire(row.rebate),
      })),
      page: shown.page,
      size: shown.size,
      total: rows.length,
      pageTotal: totals(shown.rows, shown.page === 1 ? bonus : 0),
      rangeTotal: totals(rows, bonus),
    }
  })

  handle('bonusDetails', (input, { store, member }) => {
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    if (input.bonusType && input.bonusType !== 'bonus' && input.bonusType !== 'rebate')
      return refuse('field_invalid', 'Unknown bonusType', { field: 'bonusType' })
    const entries = ledger.entries
      .filter(
        (entry) =>
          (entry.kind === 'bonus' || entry.kind === 'rebate') &&
          within(range, entry.at) &&
          (!input.bonusType || entry.kind === input.bonusType),
      )
      .sort(newestFirst)
    const totals = (of: readonly Entry[]) => ({
      bonus: toWire(sum(of, (entry) => (entry.kind === 'bonus' ? entry.amount : 0))),
      rebate: toWire(sum(of, (entry) => (entry.kind === 'rebate' ? entry.amount : 0))),
    })
    return pagedReport(
      entries,
      input,
      (entry) => ({
        id: entry.id,
        type: entry.kind as 'bonus' | 'rebate',
        amount: toWire(entry.amount),
        status: statusOf(ledger, entry.id) ?? entry.status,
        reference: entry.reference,
        remarks: entry.remarks ?? null,
        time: iso(entry.at),
      }),
      totals,
    )
  })
}
