import type { AccruedRebates, RebateClaimResult } from '../../api/schemas/wallets'
import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

export interface RebateInput {
  /** The portal's random port: the claim's idempotency key. */
  random: RandomSource
}

export interface RebateContext {
  random: RandomSource
  accrued: AccruedRebates | null
  /** The accrued rebate could not be loaded. */
  failure: FlowFailure | null
  /** The claim on its way or failed: its key is sent again only by Retry. */
  claimKey: string | null
  claimFailure: FlowFailure | null
  /** The last claim that went through. */
  claimed: RebateClaimResult | null
}

export type RebateEvent =
  | { type: 'rebate.refresh' }
  /** Claims everything accrued. */
  | { type: 'rebate.claim' }
  /** Loads again after a failed load, or sends the failed claim again with its key. */
  | { type: 'rebate.retry' }
  /** Puts a failed claim aside (a new claim gets a new key). */
  | { type: 'rebate.dismiss' }

export type { AccruedRebate, AccruedRebates, RebateClaimResult } from '../../api/schemas/wallets'
