import { type Entry, type EntryKind, type GameRef, mainWallet, type StatusMove } from './entries'
import { append, findEntry, type Ledger, moveStatus, runningBalance, statusOf } from './ledger'

/** Why an operation was refused; the handlers turn it into the envelope's code. */
export type Refusal = { refused: 'insufficient_balance' | 'invalid_amount' | 'not_pending' | 'unknown_entry' }

export const isRefusal = (result: object): result is Refusal => 'refused' in result

const refusal = (refused: Refusal['refused']): Refusal => ({ refused })

const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0

/** When and under which reference an operation happens. */
export interface When {
  at: number
  reference: string
}

/** A deposit order: pending until the back office approves it (then it is spendable) or rejects it. */
export function requestDeposit(
  ledger: Ledger,
  amount: number,
  when: When,
  remarks?: string,
): Entry | Refusal {
  if (!isAmount(amount)) return refusal('invalid_amount')
  return append(ledger, {
    wallet: mainWallet,
    kind: 'deposit',
    amount,
    status: 'pending',
    ...when,
    ...opt(remarks),
  })
}

/**
 * A withdrawal order and its fee: both held from the main wallet at once (pending debits count), paid when
 * approved, given back by reversal entries when rejected.
 */
export function requestWithdrawal(
  ledger: Ledger,
  amount: number,
  fee: number,
  when: When,
): Entry[] | Refusal {
  if (!isAmount(amount) || !Number.isSafeInteger(fee) || fee < 0) return refusal('invalid_amount')
  if (runningBalance(ledger) < amount + fee) return refusal('insufficient_balance')
  const withdrawal = append(ledger, {
    wallet: mainWallet,
    kind: 'withdrawal',
    amount: -amount,
    status: 'pending',
    ...when,
  })
  if (fee === 0) return [withdrawal]
  const charge = append(ledger, {
    wallet: mainWallet,
    kind: 'withdrawalFee',
    amount: -fee,
    status: 'pending',
    ...when,
  })
  return [withdrawal, charge]
}

/** The entries of one order (a withdrawal and its fee share a reference) that still wait. */
function pendingOfOrder(ledger: Ledger, entry: Entry): Entry[] {
  return ledger.entries.filter(
    (other) => other.reference === entry.reference && statusOf(ledger, other.id) === 'pending',
  )
}

/** The back office approves a pending deposit or withdrawal (with its fee). */
export function approve(ledger: Ledger, entryId: string, at: number): StatusMove[] | Refusal {
  const entry = findEntry(ledger, entryId)
  if (!entry) return refusal('unknown_entry')
  if (statusOf(ledger, entryId) !== 'pending') return refusal('not_pending')
  return pendingOfOrder(ledger, entry).map((pending) => moveStatus(ledger, pending.id, 'settled', at))
}

/**
 * The back office rejects a pending order: a deposit is marked rejected (it never counted); a withdrawal and
 * its fee are marked reversed and each given back by a `withdrawalReversal` entry naming it.
 */
export function reject(
  ledger: Ledger,
  entryId: string,
  at: number,
  reason: string,
): (Entry | StatusMove)[] | Refusal {
  const entry = findEntry(ledger, entryId)
  if (!entry) return refusal('unknown_entry')
  if (statusOf(ledger, entryId) !== 'pending') return refusal('not_pending')
  if (entry.kind === 'deposit') return [moveStatus(ledger, entryId, 'rejected', at, reason)]
  return pendingOfOrder(ledger, entry).flatMap((debit) => [
    moveStatus(ledger, debit.id, 'reversed', at, reason),
    append(ledger, {
      wallet: debit.wallet,
      kind: 'withdrawalReversal',
      amount: -debit.amount,
      status: 'settled',
      at,
      reference: debit.id,
      remarks: reason,
    }),
  ])
}

/** Main wallet ⇄ one vendor wallet: a `transferOut` and a `transferIn` under one reference. */
export function transfer(
  ledger: Ledger,
  from: string,
  to: string,
  amount: number,
  when: When,
): Entry[] | Refusal {
  if (!isAmount(amount) || from === to || (from !== mainWallet && to !== mainWallet))
    return refusal('invalid_amount')
  if (runningBalance(ledger, from) < amount) return refusal('insufficient_balance')
  return [
    append(ledger, { wallet: from, kind: 'transferOut', amount: -amount, status: 'settled', ...when }),
    append(ledger, { wallet: to, kind: 'transferIn', amount, status: 'settled', ...when }),
  ]
}

/** A game round: the stake out, then the win (if any) in, in the same wallet under the round's reference. */
export function playRound(
  ledger: Ledger,
  wallet: string,
  stake: number,
  win: number,
  game: GameRef,
  when: When,
): Entry[] | Refusal {
  if (!isAmount(stake) || !Number.isSafeInteger(win) || win < 0) return refusal('invalid_amount')
  if (runningBalance(ledger, wallet) < stake) return refusal('insufficient_balance')
  const bet = append(ledger, { wallet, kind: 'bet', amount: -stake, status: 'settled', game, ...when })
  if (win === 0) return [bet]
  return [bet, append(ledger, { wallet, kind: 'payout', amount: win, status: 'settled', game, ...when })]
}

/** Money the platform gives (bonus, rebate) straight into the main wallet. */
export function credit(
  ledger: Ledger,
  kind: Extract<EntryKind, 'bonus' | 'rebate'>,
  amount: number,
  when: When,
  remarks?: string,
): Entry | Refusal {
  if (!isAmount(amount)) return refusal('invalid_amount')
  return append(ledger, { wallet: mainWallet, kind, amount, status: 'settled', ...when, ...opt(remarks) })
}

/** A correction by the back office, either way, never below zero. */
export function adjust(ledger: Ledger, amount: number, when: When, remarks?: string): Entry | Refusal {
  if (!Number.isSafeInteger(amount) || amount === 0) return refusal('invalid_amount')
  if (runningBalance(ledger) + amount < 0) return refusal('insufficient_balance')
  return append(ledger, {
    wallet: mainWallet,
    kind: 'adjustment',
    amount,
    status: 'settled',
    ...when,
    ...opt(remarks),
  })
}

/** Cash turned into points of the points mall. */
export function convertToPoints(ledger: Ledger, amount: number, when: When): Entry | Refusal {
  if (!isAmount(amount)) return refusal('invalid_amount')
  if (runningBalance(ledger) < amount) return refusal('insufficient_balance')
  return append(ledger, {
    wallet: mainWallet,
    kind: 'pointsConversion',
    amount: -amount,
    status: 'settled',
    ...when,
  })
}

const opt = (remarks: string | undefined) => (remarks ? { remarks } : {})
