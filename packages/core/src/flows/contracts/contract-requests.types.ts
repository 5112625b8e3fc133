import type { Contract, ContractAction } from '../../api/schemas/contracts'
import type { FlowFailure } from '../shared/failure'

export interface RequestsContext {
  /** Contracts waiting for this member's answer, the first one shown. */
  requests: readonly Contract[]
  /** The answer being sent (or last tried). */
  answer: ContractAction | null
  failure: FlowFailure | null
}

export type RequestsEvent =
  /** Look again: after sign-in, on every real-time (re)connection, on CONTRACT_REQUEST or CONTRACT_TERMINATION. */
  | { type: 'contracts.refresh' }
  /** Sign the offer shown. */
  | { type: 'contract.sign' }
  /** Reject the offer shown, or refuse the termination the other side asked for. */
  | { type: 'contract.reject' }
  /** Confirm the termination the other side asked for. */
  | { type: 'contract.terminate' }
  /** Close the prompt; it comes back with the next refresh. */
  | { type: 'contract.later' }

export interface AnswerInput {
  kind: Contract['kind']
  action: ContractAction
  contractId: string
}
