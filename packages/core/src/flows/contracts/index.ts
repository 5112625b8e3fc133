export {
  connectContractOffer,
  type OfferIntents,
  type OfferSnapshot,
  type OfferView,
} from './contract-offer.connect'
export { contractOfferMachine } from './contract-offer.machine'
export type { OfferDraft, OfferIssue, TierDraft, TierField } from './contract-offer.rules'
export {
  connectContractRequests,
  type RequestsIntents,
  type RequestsSnapshot,
  type RequestsView,
} from './contract-requests.connect'
export { contractRequestsMachine } from './contract-requests.machine'
export { createContractOffer } from './create-contract-offer'
export { contractRequestsFlow } from './create-contract-requests'
