export { createDepositCancel } from './create-deposit-cancel'
export {
  connectDepositCancel,
  type DepositCancelIntents,
  type DepositCancelSnapshot,
  type DepositCancelView,
  depositCancelIntents,
} from './deposit-cancel.connect'
export { depositCancelMachine } from './deposit-cancel.machine'
export type {
  DepositCancelContext,
  DepositCancelEvent,
  DepositCancelInput,
  DepositCancelRequest,
} from './deposit-cancel.types'
