import type { WithdrawMethod } from '../../api/schemas/withdraw-methods'
import { withdrawFailure } from '../withdraw/withdraw.rules'
import type { WithdrawIssue } from '../withdraw/withdraw.types'
import type { AccountBinding, BindField, BindRequest, WithdrawMethodsContext } from './withdraw-methods.types'

export const emptyBindFields: Record<BindField, string> = { network: '', account: '', password: '' }

/** A method an account can be bound for here: one the platform offers that is not a bank card (cards have their page). */
export const bindable = (method: WithdrawMethod) => method.kind !== 'bank'

/**
 * What stops a bind before it is sent: the account, a coin's network among its own, the six-digit fund password.
 * The account's format is the platform's to check (each method has its own): its refusal lands beside the field.
 */
export function validateBind(
  binding: AccountBinding,
  methods: readonly WithdrawMethod[] | null,
): Partial<Record<BindField, WithdrawIssue>> {
  const errors: Partial<Record<BindField, WithdrawIssue>> = {}
  const method = methods?.find((one) => one.code === binding.method)
  const { network, account, password } = binding.fields
  if (method?.kind === 'crypto' && !method.networks.includes(network))
    errors.network = { code: 'network.required' }
  if (account.trim() === '') errors.account = { code: 'account.required' }
  if (password === '') errors.password = { code: 'password.required' }
  else if (!/^\d{6}$/.test(password)) errors.password = { code: 'password.format' }
  return errors
}

export function bindRequest(binding: AccountBinding, methods: readonly WithdrawMethod[] | null): BindRequest {
  const crypto = methods?.find((one) => one.code === binding.method)?.kind === 'crypto'
  return {
    method: binding.method,
    account: binding.fields.account.trim(),
    ...(crypto && { network: binding.fields.network }),
    paymentPassword: binding.fields.password,
  }
}

/** Where each refusal belongs: a field's beside it (a wrong password is forgotten), the rest under the form. */
const fieldOfRefusal: Record<string, BindField> = {
  account_invalid: 'account',
  account_exists: 'account',
  network_not_offered: 'network',
  wrong_fund_password: 'password',
  fund_password_not_set: 'password',
}

export function afterBindFailure(
  context: WithdrawMethodsContext,
  error: unknown,
): Partial<WithdrawMethodsContext> {
  const failure = withdrawFailure(error)
  const field = failure.code ? fieldOfRefusal[failure.code] : undefined
  if (!field || !context.binding) return { bindFailure: failure }
  const issue = { code: failure.code ?? '', ...(failure.values ? { values: failure.values } : {}) }
  const fields = field === 'password' ? { ...context.binding.fields, password: '' } : context.binding.fields
  return { binding: { ...context.binding, fields }, bindErrors: { [field]: issue }, bindFailure: null }
}
