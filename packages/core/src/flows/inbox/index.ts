export { createInbox, inboxFlow } from './create-inbox'
export {
  connectInbox,
  type InboxIntents,
  type InboxSnapshot,
  type InboxView,
  inboxIntents,
} from './inbox.connect'
export { inboxMachine, inboxPageSize, inboxUndoMs } from './inbox.machine'
export type { InboxContext, InboxEvent, MarkRequest } from './inbox.types'
