import { withdrawFailure } from '../withdraw/withdraw.rules'
import type { WithdrawIssue } from '../withdraw/withdraw.types'
import type { WithdrawAccountsContext } from './withdraw-accounts.types'

/** The fund password as typed, checked before it leaves: six digits. */
export function removalIssue(password: string): WithdrawIssue | null {
  if (password === '') return { code: 'password.required' }
  return /^\d{6}$/.test(password) ? null : { code: 'password.format' }
}

/** Refusals about the fund password itself: shown beside it, and the password typed is forgotten. */
const passwordRefusals = new Set(['wrong_fund_password', 'fund_password_not_set'])

/** After a refused or failed removal: a wrong password beside its field (and cleared), the rest under the form. */
export function afterRemovalFailure(
  context: Pick<WithdrawAccountsContext, 'removal'>,
  error: unknown,
): Partial<WithdrawAccountsContext> {
  const failure = withdrawFailure(error)
  if (!context.removal) return { removalFailure: failure }
  if (!failure.code || !passwordRefusals.has(failure.code))
    return { removalFailure: failure, removalError: null }
  const issue = { code: failure.code, ...(failure.values ? { values: failure.values } : {}) }
  return { removal: { ...context.removal, password: '' }, removalError: issue, removalFailure: null }
}
