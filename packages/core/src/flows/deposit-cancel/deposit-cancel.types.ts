import type { DepositOrder } from '../../api/schemas/deposit'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

export interface DepositCancelInput {
  /** The member-to-member order this is about (DP…). */
  reference: string
  random: RandomSource
}

/** The one cancel as sent: the order and the key that names this user action. */
export interface DepositCancelRequest {
  reference: string
  idempotencyKey: string
}

export interface DepositCancelContext {
  reference: string
  random: RandomSource
  /** The key of the cancel on its way, or kept for Retry after no answer; null when no cancel is open. */
  key: string | null
  /** Why the last cancel did not go through: a refusal (nothing changed) or no answer (Retry). */
  failure: FlowFailure | null
  /** The order as the platform answered the cancel. */
  cancelled: DepositOrder | null
}

export type DepositCancelEvent =
  /** Asks to cancel: the member is asked to confirm first. */
  | { type: 'cancel.ask' }
  /** Confirmed: one request with a new key. */
  | { type: 'cancel.confirm' }
  /** Not now: the confirmation closes, nothing sent. */
  | { type: 'cancel.dismiss' }
  /** After no answer: the same request with the same key. */
  | { type: 'cancel.retry' }
