import type { SnapshotFrom } from 'xstate'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { transferMachine } from './transfer.machine'
import { sourceOf } from './transfer.rules'
import type { AmountError, TransferDirection, TransferDone, TransferEvent } from './transfer.types'

export type TransferSnapshot = SnapshotFrom<typeof transferMachine>

export interface TransferView {
  status: 'closed' | 'editing' | 'sending' | 'failed'
  /** The form for one vendor's wallet is open (also while its request is on its way or failed). */
  formOpen: boolean
  vendor: string | null
  direction: TransferDirection
  amount: string
  /** What the source wallet holds: the most the amount may be. */
  available: Money | null
  /** Beside the amount field: the core's check, or the server's refusal of the amount (`insufficient_balance`). */
  amountError: AmountError | { code: string } | null
  /** A failure that is not the amount's: no answer (Retry is safe: same key), maintenance, … */
  failure: FlowFailure | null
  canSubmit: boolean
  /** The failed action may be sent again with its key: it got no answer, or the server failed. */
  canRetry: boolean
  /** A transfer's request is on its way. */
  sending: boolean
  /** "Collect all" is on its way. */
  collecting: boolean
  /** The last action that went through. */
  done: TransferDone | null
}

function viewOfTransfer(snapshot: TransferSnapshot | undefined): TransferView {
  const context = snapshot?.context
  const status = !snapshot
    ? 'closed'
    : snapshot.matches('editing')
      ? 'editing'
      : snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('failed')
          ? 'failed'
          : 'closed'
  const failure = status === 'failed' ? (context?.failure ?? null) : null
  const isAmountFailure = failure?.field === 'amount'
  const collect = context?.request?.kind === 'collect'
  return {
    status,
    formOpen: status !== 'closed' && !collect && (context?.vendor ?? null) !== null,
    vendor: context?.vendor ?? null,
    direction: context?.direction ?? 'in',
    amount: context?.amount ?? '',
    available: context ? sourceOf(context.direction, context.main, context.vendorBalance) : null,
    amountError: context?.amountError ?? (isAmountFailure && failure ? { code: failure.code } : null),
    failure: isAmountFailure ? null : failure,
    canSubmit: status === 'editing' || (status === 'failed' && failure?.kind === 'business'),
    canRetry: failure !== null && failure.kind !== 'business',
    sending: status === 'sending' && !collect,
    collecting: status === 'sending' && collect,
    done: context?.done ?? null,
  }
}

export const transferIntents = /* @__PURE__ */ defineIntents((send: Send<TransferEvent>) => ({
  open: (vendor: string, direction: TransferDirection, main: Money, vendorBalance: Money) =>
    send({ type: 'transfer.open', vendor, direction, main, vendorBalance }),
  turn: (direction: TransferDirection) => send({ type: 'transfer.direction', direction }),
  change: (amount: string) => send({ type: 'transfer.change', amount }),
  all: () => send({ type: 'transfer.all' }),
  submit: () => send({ type: 'transfer.submit' }),
  collectAll: () => send({ type: 'transfer.collectAll' }),
  retry: () => send({ type: 'transfer.retry' }),
  close: () => send({ type: 'transfer.close' }),
}))

export type TransferIntents = ReturnType<typeof transferIntents>

/** Snapshot → the transfer form's view-model with its intents. Pure. */
export const connectTransfer: Connect<
  TransferSnapshot | undefined,
  TransferEvent,
  TransferView & TransferIntents
> = /* @__PURE__ */ defineConnect(viewOfTransfer, transferIntents)
