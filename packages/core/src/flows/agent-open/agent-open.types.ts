import type { OpenAccountType, OpenedAccount } from '../../api/schemas/agent-open'
import type { RegisterRules } from '../../api/schemas/system'
import type { RandomSource } from '../../ports'
import type { ValidationIssue } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

export type AgentOpenField = 'username' | 'password' | 'confirmPassword'

/** Why a field stops the account: a rule of the form (`ValidationIssue`), or the server's refusal (with `kind`). */
export type AgentOpenIssue = ValidationIssue | FlowFailure

export type AgentOpenFieldErrors = Partial<Record<AgentOpenField, AgentOpenIssue>>

/** One click on its way or failed without an answer: its key is made once and sent again only by Retry. */
export interface AgentOpenRequest {
  key: string
  accountType: OpenAccountType
  username: string
  password: string
}

export interface AgentOpenInput {
  /** The portal's random port: the idempotency keys. */
  random: RandomSource
}

export interface AgentOpenContext {
  random: RandomSource
  /** The registration rules of the site (cached for the visit, as the register form's). */
  rules: RegisterRules | null
  accountType: OpenAccountType
  /** As typed; the passwords live only here, in memory, and are emptied once an account is opened. */
  fields: Record<AgentOpenField, string>
  fieldErrors: AgentOpenFieldErrors
  request: AgentOpenRequest | null
  failure: FlowFailure | null
  /** The last account opened. */
  opened: OpenedAccount | null
}

export type AgentOpenEvent =
  | { type: 'agentOpen.change'; field: AgentOpenField; value: string }
  | { type: 'agentOpen.chooseType'; accountType: OpenAccountType }
  | { type: 'agentOpen.submit' }
  /** Sends the failed click again with the same key, or loads the rules again after a failed load. */
  | { type: 'agentOpen.retry' }

export type { OpenAccountType, OpenedAccount }
