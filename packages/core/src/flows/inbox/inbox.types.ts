import type { ApiFailure } from '../../api/errors'
import type { InboxMail } from '../../api/schemas/member-centre'

export interface InboxContext {
  pageNum: number
  mails: InboxMail[]
  totalPages: number
  totalElements: number
  /** The mail on show, by id. */
  openId: string | null
  /** Mails read here whose mark has not been sent yet; `all` after "mark all read". */
  toMark: MarkRequest
  /** The marks of the request on its way. */
  inFlight: MarkRequest | null
  /** Deleted here, still restorable until the undo window closes; then one request deletes them all. */
  pendingDelete: InboxMail[]
  /** The session's unread count as last seen: a rise means new mail, so the list reloads. */
  lastUnread: number | null
  failure: ApiFailure | null
}

export type InboxEvent =
  | { type: 'inbox.page'; pageNum: number }
  | { type: 'inbox.refresh' }
  | { type: 'inbox.retry' }
  | { type: 'inbox.open'; id: string }
  | { type: 'inbox.close' }
  | { type: 'inbox.markAllRead' }
  | { type: 'inbox.delete'; id: string }
  | { type: 'inbox.undo' }
  /** From the session watcher: its unread count changed. */
  | { type: 'inbox.unread'; count: number | null }

export interface MarkRequest {
  ids: string[]
  all: boolean
}

export type { InboxMail }
