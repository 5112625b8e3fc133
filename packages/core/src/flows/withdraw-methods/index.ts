export { createWithdrawMethods } from './create-withdraw-methods'
export {
  connectWithdrawMethods,
  type WithdrawMethodsIntents,
  type WithdrawMethodsSnapshot,
  type WithdrawMethodsView,
  withdrawMethodsIntents,
} from './withdraw-methods.connect'
export { withdrawMethodsMachine } from './withdraw-methods.machine'
export type { BindField, WithdrawMethodsContext, WithdrawMethodsEvent } from './withdraw-methods.types'
