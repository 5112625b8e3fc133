export { createPendingCount } from './create-pending-count'
export {
  connectPendingCount,
  type PendingCountIntents,
  type PendingCountSnapshot,
  type PendingCountView,
  pendingCountIntents,
} from './pending-count.connect'
export {
  type PendingCountContext,
  type PendingCountEvent,
  pendingCountMachine,
} from './pending-count.machine'
