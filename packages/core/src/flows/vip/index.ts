export { createVip } from './create-vip'
export {
  connectVip,
  type VipIntents,
  type VipLevelView,
  type VipRequirement,
  type VipSnapshot,
  type VipView,
} from './vip.connect'
export { vipMachine } from './vip.machine'
export { shareDone, stillNeeded } from './vip.rules'
export type { VipContext, VipEvent, VipInfo } from './vip.types'
