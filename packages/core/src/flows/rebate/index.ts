export { createRebate } from './create-rebate'
export {
  connectRebate,
  type RebateIntents,
  type RebateSnapshot,
  type RebateView,
  rebateIntents,
} from './rebate.connect'
export { rebateMachine } from './rebate.machine'
export type { AccruedRebate, RebateContext, RebateEvent } from './rebate.types'
