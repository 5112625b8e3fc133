import type { SnapshotFrom } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import type { InboxMail } from '../../api/schemas/member-centre'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { inboxMachine } from './inbox.machine'
import type { InboxEvent } from './inbox.types'

export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>

export interface InboxView {
  status: 'loading' | 'ready' | 'failed'
  mails: InboxMail[]
  /** The mail on show; its `content` is server HTML for the app to sanitise. */
  opened: InboxMail | null
  pageNum: number
  totalPages: number
  /**
   * Whether "mark all read" has anything to do: unread mail on this page or, by the session's unread count,
   * on any other page (a page of read mails must not hide the unread ones further on).
   */
  canMarkAllRead: boolean
  /** Deleted mails that can still be brought back. */
  undoable: number
  failure: ApiFailure['kind'] | null
}

function viewOfInbox(snapshot: InboxSnapshot | undefined): InboxView {
  if (!snapshot)
    return {
      status: 'loading',
      mails: [],
      opened: null,
      pageNum: 1,
      totalPages: 1,
      canMarkAllRead: false,
      undoable: 0,
      failure: null,
    }
  const { context } = snapshot
  const unreadHere = context.mails.filter((mail) => !mail.read).length
  const status = snapshot.matches({ list: 'failed' })
    ? 'failed'
    : snapshot.matches({ list: 'ready' })
      ? 'ready'
      : 'loading'
  return {
    status,
    mails: context.mails,
    opened: context.mails.find((mail) => mail.id === context.openId) ?? null,
    pageNum: context.pageNum,
    totalPages: context.totalPages,
    canMarkAllRead: unreadHere > 0 || (context.lastUnread ?? 0) > 0,
    undoable: context.pendingDelete.length,
    failure: context.failure?.kind ?? null,
  }
}

export const inboxIntents = /* @__PURE__ */ defineIntents((send: Send<InboxEvent>) => ({
  goToPage: (pageNum: number) => send({ type: 'inbox.page', pageNum }),
  refresh: () => send({ type: 'inbox.refresh' }),
  retry: () => send({ type: 'inbox.retry' }),
  open: (id: string) => send({ type: 'inbox.open', id }),
  close: () => send({ type: 'inbox.close' }),
  markAllRead: () => send({ type: 'inbox.markAllRead' }),
  remove: (id: string) => send({ type: 'inbox.delete', id }),
  undo: () => send({ type: 'inbox.undo' }),
}))

export type InboxIntents = ReturnType<typeof inboxIntents>

/** Snapshot → the inbox page's view-model with its intents. Pure; no snapshot (signed out) reads as loading. */
export const connectInbox: Connect<InboxSnapshot | undefined, InboxEvent, InboxView & InboxIntents> =
  /* @__PURE__ */ defineConnect(viewOfInbox, inboxIntents)
