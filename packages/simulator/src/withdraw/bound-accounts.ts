import { masked, type WithdrawAccountRecord } from './methods'
import type { WithdrawState } from './state'

/** The e-wallet accounts and coin addresses members bound (issue 32), and where a withdrawal to one goes. */

export function accountsOf(state: WithdrawState, account: string): WithdrawAccountRecord[] {
  let accounts = state.accounts.get(account)
  if (!accounts) {
    accounts = []
    state.accounts.set(account, accounts)
  }
  return accounts
}

/** A bound account a withdrawal may go to: the member's own, of a method the platform still offers. */
export function boundAccount(
  state: WithdrawState,
  account: string,
  id: string,
): WithdrawAccountRecord | undefined {
  const bound = accountsOf(state, account).find((one) => one.id === id)
  return bound && state.methods.some((method) => method.code === bound.method) ? bound : undefined
}

/** How the withdrawal report names a bound account: the method, its network, the account's ends. */
export function destinationLabel(state: WithdrawState, account: string, id: string): string | null {
  const bound = accountsOf(state, account).find((one) => one.id === id)
  if (!bound) return null
  const method = state.methods.find((one) => one.code === bound.method)
  const network = bound.network ? ` (${bound.network})` : ''
  return `${method?.name ?? bound.method}${network} ${masked(bound.account)}`
}
