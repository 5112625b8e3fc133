export { createWithdrawAccounts } from './create-withdraw-accounts'
export {
  connectWithdrawAccounts,
  type WithdrawAccountsIntents,
  type WithdrawAccountsSnapshot,
  type WithdrawAccountsView,
  withdrawAccountsIntents,
} from './withdraw-accounts.connect'
export { withdrawAccountsMachine } from './withdraw-accounts.machine'
export type { CardRemoval, WithdrawAccountsEvent } from './withdraw-accounts.types'
