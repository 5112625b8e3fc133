export {
  type RequestsIntents,
  type RequestsSnapshot,
  type RequestsView,
  connectContractRequests,
} from './contract-requests.connect'
export { contractRequestsMachine } from './contract-requests.machine'
export { contractRequestsFlow } from './create-contract-requests'
