import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'

export type { Promotion, PromotionClaim, PromotionStatus } from '../../api/schemas/promotions'

import type { Promotion } from '../../api/schemas/promotions'

/** A join or a claim on its way or failed: Retry sends the same one again. */
export interface PromotionAction {
  kind: 'join' | 'claim'
  promotionId: string
}

export interface PromotionsContext {
  list: readonly Promotion[] | null
  /** The list could not be loaded. */
  failure: FlowFailure | null
  action: PromotionAction | null
  actionFailure: FlowFailure | null
  /** Claims still to send after the current one ("claim all"), in order. */
  queue: readonly string[]
  /** Payouts claimed while the screen shows, newest last. */
  claimed: readonly { promotionId: string; amount: Money }[]
}

export type PromotionsEvent =
  | { type: 'promotions.refresh' }
  | { type: 'promotions.join'; promotionId: string }
  | { type: 'promotions.claim'; promotionId: string }
  /** Claims every payout ready to claim, one request after another. */
  | { type: 'promotions.claimAll' }
  /** Loads again after a failed load, or sends the failed join or claim again. */
  | { type: 'promotions.retry' }
  /** Puts a failed join or claim aside; what is true is loaded again. */
  | { type: 'promotions.dismiss' }
