import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import type { Money } from '../../domain/money'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

export type AgentTransferField = 'to' | 'amount' | 'password'

/** Why a field stops the transfer: a code (and values) for the app to put in words beside it. */
export interface AgentTransferIssue {
  code: string
  values?: Record<string, string>
}

/** One user action on its way or failed: its key is made once and sent again only by Retry. */
export interface AgentTransferRequest {
  key: string
  to: string
  amount: Money
  password: string
}

export interface AgentTransferInput {
  /** The portal's random port: the idempotency keys. */
  random: RandomSource
  /** The member centre's transfer to upline: the recipient is my upline, never chosen. */
  toUpline?: boolean
}

export interface AgentTransferContext {
  random: RandomSource
  /** The recipient is fixed to my upline once the info names it. */
  toUpline: boolean
  info: AgentTransferInfo | null
  /** As typed (the amount stays text so it never changes under the user's fingers). */
  fields: Record<AgentTransferField, string>
  fieldErrors: Partial<Record<AgentTransferField, AgentTransferIssue>>
  request: AgentTransferRequest | null
  failure: FlowFailure | null
  /** The last transfer that went through. */
  done: AgentTransfer | null
}

export type AgentTransferEvent =
  | { type: 'agentTransfer.change'; field: AgentTransferField; value: string }
  | { type: 'agentTransfer.submit' }
  /** Sends the failed action again with the same key, or loads the form again after a failed load. */
  | { type: 'agentTransfer.retry' }
  /** My main balance changed elsewhere (a payout, an envelope, another tab): the form's limit follows it. */
  | { type: 'agentTransfer.balance'; balance: Money }

export type { AgentTransfer, AgentTransferInfo }
