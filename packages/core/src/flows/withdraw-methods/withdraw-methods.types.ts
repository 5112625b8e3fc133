import type { WithdrawAccounts, WithdrawMethod } from '../../api/schemas/withdraw-methods'
import type { WithdrawFailure, WithdrawIssue } from '../withdraw/withdraw.types'

/** The bind form's fields: the coin's network (none for an e-wallet), the account or address, the step-up. */
export type BindField = 'network' | 'account' | 'password'

/** The account being bound: for which method, and the fields as typed. */
export interface AccountBinding {
  method: string
  fields: Record<BindField, string>
}

export interface WithdrawMethodsLoaded {
  methods: readonly WithdrawMethod[]
  accounts: WithdrawAccounts
}

export interface WithdrawMethodsContext {
  methods: readonly WithdrawMethod[] | null
  accounts: WithdrawAccounts | null
  /** The open bind form, until the account is bound or the member changes their mind. */
  binding: AccountBinding | null
  bindErrors: Partial<Record<BindField, WithdrawIssue>>
  /** A refusal that is no field's (the lock-out, the limit), under the form. */
  bindFailure: WithdrawFailure | null
  /** The methods or accounts could not be loaded. */
  failure: WithdrawFailure | null
}

export type WithdrawMethodsEvent =
  | { type: 'methods.reload' }
  /** Bind an account for a method the platform offers: its form opens. */
  | { type: 'bind.open'; method: string }
  | { type: 'bind.change'; field: BindField; value: string }
  | { type: 'bind.cancel' }
  | { type: 'bind.submit' }

/** What `bindWithdrawAccount` is sent. */
export interface BindRequest {
  method: string
  account: string
  network?: string
  paymentPassword: string
}
