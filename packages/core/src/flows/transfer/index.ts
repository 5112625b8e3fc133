export { createTransfer } from './create-transfer'
export {
  connectTransfer,
  type TransferIntents,
  type TransferSnapshot,
  type TransferView,
  transferIntents,
} from './transfer.connect'
export { transferMachine } from './transfer.machine'
export { checkAmount } from './transfer.rules'
export type {
  AmountError,
  TransferContext,
  TransferDirection,
  TransferDone,
  TransferEvent,
  TransferRequest,
} from './transfer.types'
