import { runs } from '@portal/core/dev'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type Entry, type EntryStatus, mainWallet, type StatusMove } from './entries'
import { balances, createLedger, type Ledger, runningBalance, statusOf } from './ledger'
import {
  adjust,
  approve,
  convertToPoints,
  credit,
  isRefusal,
  playRound,
  reject,
  requestDeposit,
  requestWithdrawal,
  transfer,
} from './operations'

const vendors = ['PG', 'EVO'] as const
const wallet = fc.constantFrom(mainWallet, ...vendors)
const cents = fc.integer({ min: 1, max: 50_000 })
const game = { vendor: 'PG', category: 'RNG', gameCode: null }

const operation = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: cents }),
  fc.record({ op: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('withdraw' as const), amount: cents, fee: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ op: fc.constant('transferIn' as const), vendor: fc.constantFrom(...vendors), amount: cents }),
  fc.record({ op: fc.constant('transferOut' as const), vendor: fc.constantFrom(...vendors), amount: cents }),
  fc.record({
    op: fc.constant('round' as const),
    wallet,
    stake: cents,
    win: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record({ op: fc.constant('bonus' as const), amount: cents }),
  fc.record({ op: fc.constant('rebate' as const), amount: cents }),
  fc.record({ op: fc.constant('adjust' as const), amount: fc.integer({ min: -50_000, max: 50_000 }) }),
  fc.record({ op: fc.constant('points' as const), amount: cents }),
  fc.record({
    op: fc.constant('invalid' as const),
    amount: fc.constantFrom(0, -5, 0.5, Number.NaN, 2 ** 60),
  }),
)

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

/** The test's own account of what each wallet must hold: the rules written out once more, independently. */
type Model = Map<string, number>
const add = (model: Model, name: string, amount: number) => model.set(name, (model.get(name) ?? 0) + amount)
const held = (model: Model, name: string) => model.get(name) ?? 0

function run(ledger: Ledger, model: Model, step: Operation, at: number): void {
  const when = { at, reference: `R${at}` }
  const pending = ledger.entries.filter(
    (entry) => statusOf(ledger, entry.id) === 'pending' && entry.kind !== 'withdrawalFee',
  )
  switch (step.op) {
    case 'deposit':
      requestDeposit(ledger, step.amount, when)
      return
    case 'approve':
    case 'reject': {
      const entry = pending[step.pick % Math.max(pending.length, 1)]
      if (!entry) {
        expect(approve(ledger, 'nope', at)).toEqual({ refused: 'unknown_entry' })
        return
      }
      const order = ledger.entries.filter((other) => other.reference === entry.reference)
      const result =
        step.op === 'approve' ? approve(ledger, entry.id, at) : reject(ledger, entry.id, at, 'no')
      expect(isRefusal(result)).toBe(false)
      if (entry.kind === 'deposit' && step.op === 'approve') add(model, mainWallet, entry.amount)
      if (entry.kind === 'withdrawal' && step.op === 'reject')
        for (const debit of order) add(model, mainWallet, -debit.amount)
      // A settled order cannot move again.
      expect(approve(ledger, entry.id, at)).toEqual({ refused: 'not_pending' })
      return
    }
    case 'withdraw': {
      const ok = held(model, mainWallet) >= step.amount + step.fee
      expect(isRefusal(requestWithdrawal(ledger, step.amount, step.fee, when))).toBe(!ok)
      if (ok) add(model, mainWallet, -(step.amount + step.fee))
      return
    }
    case 'transferIn':
    case 'transferOut': {
      const [from, to] = step.op === 'transferIn' ? [mainWallet, step.vendor] : [step.vendor, mainWallet]
      const ok = held(model, from) >= step.amount
      expect(isRefusal(transfer(ledger, from, to, step.amount, when))).toBe(!ok)
      if (ok) add(add(model, from, -step.amount), to, step.amount)
      return
    }
    case 'round': {
      const ok = held(model, step.wallet) >= step.stake
      expect(isRefusal(playRound(ledger, step.wallet, step.stake, step.win, game, when))).toBe(!ok)
      if (ok) add(model, step.wallet, step.win - step.stake)
      return
    }
    case 'bonus':
    case 'rebate':
      credit(ledger, step.op, step.amount, when)
      add(model, mainWallet, step.amount)
      return
    case 'adjust': {
      const ok = step.amount !== 0 && held(model, mainWallet) + step.amount >= 0
      expect(isRefusal(adjust(ledger, step.amount, when))).toBe(!ok)
      if (ok) add(model, mainWallet, step.amount)
      return
    }
    case 'points': {
      const ok = held(model, mainWallet) >= step.amount
      expect(isRefusal(convertToPoints(ledger, step.amount, when))).toBe(!ok)
      if (ok) add(model, mainWallet, -step.amount)
      return
    }
    case 'invalid':
      for (const refused of [
        requestDeposit(ledger, step.amount, when),
        requestWithdrawal(ledger, step.amount, 0, when),
        transfer(ledger, mainWallet, 'PG', step.amount, when),
        playRound(ledger, mainWallet, step.amount, 0, game, when),
        credit(ledger, 'bonus', step.amount, when),
        convertToPoints(ledger, step.amount, when),
      ])
        expect(refused).toEqual({ refused: 'invalid_amount' })
  }
}

/** Status now, from the entries and the log alone. */
function currentStatuses(ledger: Ledger): Map<string, EntryStatus> {
  const status = new Map(ledger.entries.map((entry) => [entry.id, entry.status]))
  for (const move of ledger.moves) status.set(move.entryId, move.status)
  return status
}

function checkInvariants(ledger: Ledger, model: Model, before: { entries: Entry[]; moves: StatusMove[] }) {
  // Nothing appended before is changed or lost, and nothing can be changed.
  expect(ledger.entries.slice(0, before.entries.length)).toEqual(before.entries)
  expect(ledger.moves.slice(0, before.moves.length)).toEqual(before.moves)
  expect(ledger.entries.every((entry) => Object.isFrozen(entry))).toBe(true)

  // Every balance is the sum of what counts: settled credits; debits unless given back by a reversal entry.
  const status = currentStatuses(ledger)
  const sums = new Map<string, number>()
  for (const entry of ledger.entries) {
    const now = status.get(entry.id)
    const countsNow = entry.amount < 0 ? now !== 'rejected' : now === 'settled'
    if (countsNow) sums.set(entry.wallet, (sums.get(entry.wallet) ?? 0) + entry.amount)
  }
  const derived = balances(ledger)
  const wallets = [...new Set([mainWallet, ...vendors, ...sums.keys()])]
  const balanceOf = (name: string) => derived.get(name) ?? 0
  // Derived = sum of what counts = the running memo = the model's figure, for every wallet.
  const seen = wallets.map((name) => [name, balanceOf(name), runningBalance(ledger, name), balanceOf(name)])
  expect(seen).toEqual(wallets.map((name) => [name, sums.get(name) ?? 0, balanceOf(name), held(model, name)]))
  expect(seen.every(([, balance]) => Number.isSafeInteger(balance) && (balance as number) >= 0)).toBe(true)

  // Replaying entries and moves in order gives every "balance after" that was recorded.
  const byId = new Map(ledger.entries.map((entry) => [entry.id, entry]))
  const replay = new Map<string, number>()
  const replayStatus = new Map<string, EntryStatus>()
  const events = [...ledger.entries, ...ledger.moves].sort((a, b) => a.seq - b.seq)
  expect(events.every((event, index) => event.seq === index + 1)).toBe(true)
  const wrong: number[] = []
  for (const event of events) {
    const entry = 'entryId' in event ? byId.get(event.entryId) : event
    if (!entry) throw new Error('a move names no entry')
    const was = replayStatus.get(entry.id)
    const next = 'entryId' in event ? event.status : event.status
    const counted = (state: EntryStatus | undefined) =>
      state !== undefined && (entry.amount < 0 ? state !== 'rejected' : state === 'settled')
    const change = (counted(next) ? entry.amount : 0) - (counted(was) ? entry.amount : 0)
    replay.set(entry.wallet, (replay.get(entry.wallet) ?? 0) + change)
    replayStatus.set(entry.id, next)
    if (event.balanceAfter !== replay.get(entry.wallet)) wrong.push(event.seq)
  }
  expect(wrong).toEqual([])
}

test('after any sequence of operations every balance is the sum of its entries, none negative, none lost', () => {
  fc.assert(
    fc.property(fc.array(operation, { maxLength: 60 }), (steps) => {
      const ledger = createLedger('member01', 10001)
      const model: Model = new Map()
      steps.forEach((step, index) => {
        const before = { entries: ledger.entries.map((entry) => ({ ...entry })), moves: [...ledger.moves] }
        run(ledger, model, step, 1_000 + index)
        checkInvariants(ledger, model, before)
      })
    }),
    { numRuns: runs.machineSequences },
  )
  // A thousand sequences take a second or two alone, longer on a busy shared machine.
}, 60_000)
