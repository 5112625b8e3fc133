import type { Contract, ContractList, OfferContractRequest } from '../../api/schemas/contracts'
import type { FlowFailure } from '../shared/failure'
import type { OfferDraft, OfferIssue, TierField } from './contract-offer.rules'

export interface OfferContext {
  list: ContractList | null
  draft: OfferDraft
  /** Shown after a submit: `downline`, `tiers.<i>.<field>` → code. */
  issues: Record<string, OfferIssue>
  /** Contracts the offer would end, listed before the agent agrees. */
  conflicts: readonly Contract[]
  /** The contract just offered (its id), until the next edit. */
  offered: string | null
  failure: FlowFailure | null
}

export type OfferEvent =
  | { type: 'offer.change'; field: 'kind' | 'downline' | 'period'; value: string }
  | { type: 'offer.tier'; index: number; field: TierField; value: string }
  | { type: 'offer.addTier' }
  | { type: 'offer.removeTier'; index: number }
  | { type: 'offer.submit' }
  /** Agree that signing ends the listed contracts below. */
  | { type: 'offer.agree' }
  | { type: 'offer.cancel' }
  | { type: 'contracts.retry' }
  /** Ask to end (or confirm the end of) one of my contracts from the history. */
  | { type: 'contract.terminate'; contractId: string; kind: Contract['kind'] }

export type OfferInput = OfferContractRequest

export interface TerminateInput {
  contractId: string
  kind: Contract['kind']
}
