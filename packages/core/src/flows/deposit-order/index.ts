export { createDepositOrder } from './create-deposit-order'
export {
  connectDepositOrder,
  type DepositOrderIntents,
  type DepositOrderSnapshot,
  type DepositOrderView,
  depositOrderIntents,
} from './deposit-order.connect'
export { depositOrderMachine } from './deposit-order.machine'
export type { DepositOrderContext, DepositOrderEvent } from './deposit-order.types'
