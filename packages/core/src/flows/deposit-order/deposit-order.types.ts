import type { DepositOrder } from '../../api/schemas/deposit'
import type { DepositChatLink } from '../../api/schemas/deposit-order'
import type { FlowFailure } from '../shared/failure'

export interface DepositOrderContext {
  /** The order this is about (DP…). */
  reference: string
  /** The bank's reference of the transfer as the member types it. */
  typed: string
  /** What the platform keeps on the order: the last reference saved (from the order, then from each save). */
  saved: string | null
  /** A save found the typed reference malformed: the flow asked nothing. */
  issue: 'referenceInvalid' | null
  /** The last save failed: why (what was typed stays). */
  failure: FlowFailure | null
  /** The order as the platform answered the last save. */
  order: DepositOrder | null
  /** The chat room the member asked for, once the platform gave it. */
  chat: DepositChatLink | null
  chatFailure: FlowFailure | null
}

export type DepositOrderEvent =
  | { type: 'order.type'; value: string }
  /** Saves the typed reference; after a failure, saves it again as it stands. */
  | { type: 'order.save' }
  /** Asks the platform for a chat room about the order (a fresh link each time). */
  | { type: 'order.chat' }
