import type { PromoCodeClaim, PromoCodeClaimed } from '../../api/schemas/promo-codes'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

export interface PromoCodeInput {
  random: RandomSource
}

/** One claim as sent: the code and the key that names this user action. */
export interface PromoCodeRequest {
  code: string
  key: string
}

export interface PromoCodeContext {
  random: RandomSource
  /** What the member typed, kept whatever happens. */
  draft: string
  /** The codes claimed so far, newest first; null until loaded. */
  claims: readonly PromoCodeClaim[] | null
  listFailure: FlowFailure | null
  /** The claim on its way, or kept for Retry after no answer. */
  request: PromoCodeRequest | null
  /** The code field's problem: the flow's own check or the platform's refusal. */
  issue: { code: string } | null
  failure: FlowFailure | null
  claimed: PromoCodeClaimed | null
}

export type PromoCodeEvent =
  | { type: 'promoCode.change'; value: string }
  | { type: 'promoCode.submit' }
  | { type: 'promoCode.retry' }
