export { createInbox, inboxFlow } from './create-inbox'
export { createUnread, unreadFlow } from './create-unread'
export {
  connectInbox,
  type InboxIntents,
  type InboxSnapshot,
  type InboxView,
  inboxIntents,
} from './inbox.connect'
export { inboxMachine, inboxPageSize, inboxUndoMs } from './inbox.machine'
export type { InboxContext, InboxEvent, MarkRequest } from './inbox.types'
export {
  connectUnread,
  type UnreadIntents,
  type UnreadSnapshot,
  type UnreadView,
  unreadIntents,
} from './unread.connect'
export { type UnreadContext, type UnreadEvent, unreadMachine } from './unread.machine'
