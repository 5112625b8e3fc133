import { counts, type Entry, type EntryStatus, mainWallet, type StatusMove } from './entries'

/**
 * One member's append-only ledger: entries and the status log, both only ever pushed to. Balances are not
 * stored anywhere: `balances` derives them from the entries and the log. `running` is a memo of the same sums
 * so that appending (which records the balance after) stays O(1); the property test checks it against the
 * derivation after every operation.
 */
export interface Ledger {
  readonly account: string
  /** The member's id, which the real-time channel's topic names (`/topic/user/{id}`). */
  readonly customerId: number
  readonly entries: readonly Entry[]
  readonly moves: readonly StatusMove[]
}

interface Books extends Ledger {
  readonly entries: Entry[]
  readonly moves: StatusMove[]
  readonly byId: Map<string, Entry>
  readonly current: Map<string, EntryStatus>
  readonly running: Map<string, number>
}

export type NewEntry = Omit<Entry, 'seq' | 'id' | 'balanceAfter'>

export function createLedger(account: string, customerId: number): Ledger {
  const books: Books = {
    account,
    customerId,
    entries: [],
    moves: [],
    byId: new Map(),
    current: new Map(),
    running: new Map(),
  }
  return books
}

const booksOf = (ledger: Ledger) => ledger as Books
const nextSeq = (books: Books) => books.entries.length + books.moves.length + 1

/** Appends an entry; the caller has checked the rules (operations.ts). */
export function append(ledger: Ledger, fields: NewEntry): Entry {
  const books = booksOf(ledger)
  if (!Number.isSafeInteger(fields.amount))
    throw new Error(`Not a whole number of minor units: ${fields.amount}`)
  const seq = nextSeq(books)
  const before = books.running.get(fields.wallet) ?? 0
  const balanceAfter = counts(fields, fields.status) ? before + fields.amount : before
  const entry: Entry = Object.freeze({ ...fields, seq, id: `${books.customerId}-${seq}`, balanceAfter })
  books.entries.push(entry)
  books.byId.set(entry.id, entry)
  books.current.set(entry.id, entry.status)
  books.running.set(entry.wallet, balanceAfter)
  return entry
}

/** Records a status move of an entry; its amount starts or stops counting as `counts` says. */
export function moveStatus(
  ledger: Ledger,
  entryId: string,
  status: EntryStatus,
  at: number,
  remarks?: string,
): StatusMove {
  const books = booksOf(ledger)
  const entry = books.byId.get(entryId)
  const from = books.current.get(entryId)
  if (!entry || !from) throw new Error(`No entry ${entryId}`)
  const before = books.running.get(entry.wallet) ?? 0
  const change = (counts(entry, status) ? entry.amount : 0) - (counts(entry, from) ? entry.amount : 0)
  const move: StatusMove = Object.freeze({
    seq: nextSeq(books),
    entryId,
    status,
    at,
    balanceAfter: before + change,
    ...(remarks ? { remarks } : {}),
  })
  books.moves.push(move)
  books.current.set(entryId, status)
  books.running.set(entry.wallet, move.balanceAfter)
  return move
}

export const findEntry = (ledger: Ledger, entryId: string): Entry | undefined =>
  booksOf(ledger).byId.get(entryId)

/** An entry's status now: its last status move, or the status it was appended with. */
export const statusOf = (ledger: Ledger, entryId: string): EntryStatus | undefined =>
  booksOf(ledger).current.get(entryId)

/** Every wallet's balance, derived from the entries and the status log alone (minor units). */
export function balances(ledger: Ledger): Map<string, number> {
  const status = new Map<string, EntryStatus>()
  for (const entry of ledger.entries) status.set(entry.id, entry.status)
  for (const move of ledger.moves) status.set(move.entryId, move.status)
  const sums = new Map<string, number>([[mainWallet, 0]])
  for (const entry of ledger.entries) {
    const now = status.get(entry.id) ?? entry.status
    if (counts(entry, now)) sums.set(entry.wallet, (sums.get(entry.wallet) ?? 0) + entry.amount)
  }
  return sums
}

/** One wallet's balance, derived (see `balances`). */
export const balanceOf = (ledger: Ledger, wallet: string = mainWallet): number =>
  balances(ledger).get(wallet) ?? 0

/**
 * The balance `append` and `moveStatus` start from: the memo kept in step with every push. Rules that refuse
 * an overdraft read it too, so a refusal and the recorded balance after never disagree.
 */
export const runningBalance = (ledger: Ledger, wallet: string = mainWallet): number =>
  booksOf(ledger).running.get(wallet) ?? 0
