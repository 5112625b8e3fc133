import type { AgentTransferInfo } from '../../api/schemas/agent-money'
import { compareMoney, moneyToDecimal } from '../../domain/money'
import { checkAmount, isAmountError } from '../transfer/transfer.rules'
import type { AgentTransferContext, AgentTransferField, AgentTransferIssue } from './agent-transfer.types'

export const emptyAgentTransferFields: Record<AgentTransferField, string> = {
  to: '',
  amount: '',
  password: '',
}

const fundPasswordPattern = /^\d{6}$/

/** The amount as money when it may be sent: typed right, at least the minimum, at most the balance. */
export function sendableAmount(text: string, info: AgentTransferInfo) {
  const checked = checkAmount(text, info.balance)
  if (isAmountError(checked)) return checked
  if (compareMoney(checked, info.minAmount) < 0)
    return { code: 'amount.min' as const, values: { min: moneyToDecimal(info.minAmount) } }
  return checked
}

/** What stops a submit, field by field; empty when the transfer may be sent. */
export function validateAgentTransfer(
  context: AgentTransferContext,
): Partial<Record<AgentTransferField, AgentTransferIssue>> {
  const { fields, info } = context
  const errors: Partial<Record<AgentTransferField, AgentTransferIssue>> = {}
  if (!info) return errors
  if (fields.to.trim() === '') errors.to = { code: 'to.required' }
  const amount = sendableAmount(fields.amount, info)
  if ('code' in amount)
    errors.amount =
      amount.code === 'amount.exceedsBalance'
        ? { code: amount.code, values: { max: moneyToDecimal(amount.max) } }
        : 'values' in amount
          ? { code: amount.code, values: amount.values }
          : { code: amount.code }
  if (!info.fundPasswordSet) errors.password = { code: 'fundPassword.notSet' }
  else if (fields.password === '') errors.password = { code: 'password.required' }
  else if (!fundPasswordPattern.test(fields.password)) errors.password = { code: 'password.format' }
  return errors
}

/** Which field a server refusal is about, so it shows beside it. */
export function fieldOfRefusal(field: string | undefined): AgentTransferField | null {
  if (field === 'paymentPassword') return 'password'
  if (field === 'to' || field === 'amount') return field
  return null
}
