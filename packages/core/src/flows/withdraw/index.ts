export { createWithdraw } from './create-withdraw'
export {
  connectWithdraw,
  type WithdrawIntents,
  type WithdrawSnapshot,
  type WithdrawView,
  withdrawIntents,
} from './withdraw.connect'
export { withdrawMachine } from './withdraw.machine'
export type {
  CardField,
  WithdrawEvent,
  WithdrawFailure,
  WithdrawField,
  WithdrawIssue,
} from './withdraw.types'
