import type { Money } from '../../domain/money'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

/** `in`: main → the vendor's wallet; `out`: the vendor's wallet → main. */
export type TransferDirection = 'in' | 'out'

/** Why the amount cannot be sent, beside the field; `max` is the source wallet's balance. */
export type AmountError =
  | { code: 'amount.required' }
  | { code: 'amount.invalid' }
  | { code: 'amount.positive' }
  | { code: 'amount.exceedsBalance'; max: Money }

/** One user action on its way or failed: its key is generated once and sent again only by Retry. */
export type TransferRequest =
  | { kind: 'transfer'; key: string; vendor: string; direction: TransferDirection; amount: Money }
  | { kind: 'collect'; key: string }

/** What the last action achieved, for the page to say. */
export type TransferDone =
  | { kind: 'transfer'; vendor: string; direction: TransferDirection; amount: Money }
  | { kind: 'collect'; amount: Money; skipped: string[] }

/** What the request actor answers. */
export type TransferOutcome = { kind: 'transfer' } | { kind: 'collect'; collected: Money; skipped: string[] }

export interface TransferInput {
  /** The portal's random port: the idempotency keys. */
  random: RandomSource
}

export interface TransferContext {
  random: RandomSource
  /** The vendor whose wallet the open form moves money to or from; null while no form is open. */
  vendor: string | null
  direction: TransferDirection
  /** Balances when the form opened: the main wallet and the vendor's. */
  main: Money | null
  vendorBalance: Money | null
  /** The amount as typed: kept as text, so the field never changes under the member's fingers. */
  amount: string
  amountError: AmountError | null
  request: TransferRequest | null
  failure: FlowFailure | null
  done: TransferDone | null
}

export type TransferEvent =
  /** Opens the form for one vendor's wallet, with the balances it may move. */
  | { type: 'transfer.open'; vendor: string; direction: TransferDirection; main: Money; vendorBalance: Money }
  | { type: 'transfer.direction'; direction: TransferDirection }
  | { type: 'transfer.change'; amount: string }
  /** Fills in everything the source wallet holds. */
  | { type: 'transfer.all' }
  | { type: 'transfer.submit' }
  /** Every vendor wallet back to main. */
  | { type: 'transfer.collectAll' }
  /** Sends the failed action again, with the same key. */
  | { type: 'transfer.retry' }
  | { type: 'transfer.close' }
