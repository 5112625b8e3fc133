export { createDeposit } from './create-deposit'
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
} from './deposit.types'
