/** Every way money moves in a member's ledger (issue 14). */
export const entryKinds = [
  'deposit',
  'withdrawal',
  'withdrawalFee',
  'withdrawalReversal',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'adjustment',
  'pointsConversion',
  'agentTransferOut',
  'agentTransferIn',
  'redEnvelopeOut',
  'redEnvelopeIn',
  /** A contract's salary or dividend received, and the upline's side of it. */
  'contractPayout',
  'contractPayment',
] as const

export type EntryKind = (typeof entryKinds)[number]

/**
 * `pending`: waiting for the back office (a deposit not yet credited, a withdrawal not yet paid);
 * `settled`: final; `rejected`: a deposit that never arrived; `reversed`: a debit given back by a reversal entry.
 */
export type EntryStatus = 'pending' | 'settled' | 'rejected' | 'reversed'

/** The main wallet; every other wallet is named by its vendor code. */
export const mainWallet = 'main'

/** Where a bet or a payout happened. */
export interface GameRef {
  vendor: string
  category: string
  gameCode: string | null
}

/** One movement of money. Never changed once appended: its status moves are recorded in the status log. */
export interface Entry {
  /** Position in the member's ledger, shared with the status log: the order things happened in. */
  readonly seq: number
  readonly id: string
  readonly wallet: string
  readonly kind: EntryKind
  /** Integer minor units: positive into the wallet, negative out of it. */
  readonly amount: number
  /** The simulator's clock, epoch milliseconds. */
  readonly at: number
  /** Status when appended; the current one is the last status move for this id, or this. */
  readonly status: EntryStatus
  /** The wallet's balance right after this entry (minor units). */
  readonly balanceAfter: number
  /** What it belongs to: an order number, a game round, the entry a reversal gives back, a transfer's pair. */
  readonly reference: string
  readonly game?: GameRef
  readonly remarks?: string
}

/** A change of an entry's status: appended, never edited, like the entries. */
export interface StatusMove {
  readonly seq: number
  readonly entryId: string
  readonly status: EntryStatus
  readonly at: number
  /** The entry's wallet balance right after the move. */
  readonly balanceAfter: number
  readonly remarks?: string
}

/**
 * Whether an entry counts toward its wallet's balance in a status. Money going out counts from the moment it
 * is asked for (a pending withdrawal holds its amount, so it cannot be spent twice) and comes back only through
 * a reversal entry; money coming in counts once settled (a pending deposit is not spendable yet).
 */
export function counts(entry: Pick<Entry, 'amount'>, status: EntryStatus): boolean {
  if (entry.amount < 0) return status !== 'rejected'
  return status === 'settled'
}
