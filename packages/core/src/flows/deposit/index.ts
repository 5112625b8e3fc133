export { createDeposit, createDepositReceipt } from './create-deposit'
export {
  connectDeposit,
  type DepositIntents,
  type DepositSnapshot,
  type DepositView,
  depositIntents,
} from './deposit.connect'
export { depositMachine } from './deposit.machine'
export type {
  DepositAmountIssue,
  DepositContext,
  DepositEvent,
  DepositFailure,
  ReceiptIssue,
} from './deposit.types'
export {
  connectDepositReceipt,
  type ReceiptIntents,
  type ReceiptView,
} from './deposit-receipt.connect'
export { depositReceiptMachine } from './deposit-receipt.machine'
