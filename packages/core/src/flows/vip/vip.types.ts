import type { VipBenefit, VipLevel, VipProgress, VipRule } from '../../api/schemas/vip'
import type { FlowFailure } from '../shared/failure'

/** What the VIP page shows, from the club's four calls. */
export interface VipInfo {
  progress: VipProgress
  rule: VipRule
  nearby: readonly VipLevel[]
  benefits: readonly VipBenefit[]
}

export interface VipContext {
  info: VipInfo | null
  failure: FlowFailure | null
  /** The level the member moved up to while the page was open, once a reload showed it; null otherwise. */
  rankedUp: VipLevel | null
}

export type VipEvent = { type: 'vip.refresh' } | { type: 'vip.retry' } | { type: 'vip.dismiss' }
