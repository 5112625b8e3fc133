import { assign, fromCallback, setup } from 'xstate'
import { toFailure } from '../../api/errors'
import type { InboxPage } from '../../api/schemas/member-centre'
import type { MessagesCause } from '../../events/member-events'
import { errorOf } from '../shared/error-of'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { InboxContext, InboxEvent, MarkRequest } from './inbox.types'

/** How long a deleted mail can be brought back before the delete is sent. */
export const inboxUndoMs = 5000
export const inboxPageSize = 10

/**
 * The member's inbox (messageV2), a session flow: a paged list newest first, opening a mail marks it read, mark
 * all read, delete with an undo window. Marks and deletes show at once and are sent one request per action;
 * after each `messages.changed` is announced on the member's events port (`announceMessagesChanged`), so the
 * unread count's owner (`unreadFlow`) reads it again and the header badge agrees. A rise of that count (new
 * mail, e.g. from a real-time event) reloads the list.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as {
      watchUnread: 'watchUnread'
      loadPage: 'loadPage'
      markRead: 'markRead'
      deleteMails: 'deleteMails'
    },
  },
  actors: {
    loadPage: notProvided<InboxPage, { pageNum: number }>('loadPage'),
    markRead: notProvided<unknown, MarkRequest>('markRead'),
    deleteMails: notProvided<unknown, { ids: string[] }>('deleteMails'),
    /** Sends `inbox.unread` whenever the unread count (its owner, `unreadFlow`) changes. */
    watchUnread: fromCallback<InboxEvent>(() => () => {}),
  },
  actions: {
    /** Tells the unread count's owner, on the member's events port, that the inbox changed (or was listed). */
    announceMessagesChanged: actionNotProvided('announceMessagesChanged') as (
      _: unknown,
      params: { cause: MessagesCause },
    ) => void,
    // A mail deleted here but not yet on the server stays out of a reloaded page.
    assignPage: assign(({ context }, page: InboxPage) => ({
      mails: page.content.filter((mail) => !context.pendingDelete.some((pending) => pending.id === mail.id)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      failure: null,
    })),
    open: assign(({ context, event }) => {
      if (event.type !== 'inbox.open') return {}
      const mail = context.mails.find((candidate) => candidate.id === event.id)
      if (!mail) return {}
      const unread = !mail.read
      return {
        openId: event.id,
        mails: context.mails.map((candidate) =>
          candidate.id === event.id ? { ...candidate, read: true } : candidate,
        ),
        toMark: unread ? { ...context.toMark, ids: [...context.toMark.ids, event.id] } : context.toMark,
        // The session's count follows once the mark is sent; meanwhile this one is known to be read.
        lastUnread: unread && context.lastUnread ? context.lastUnread - 1 : context.lastUnread,
      }
    }),
    markAll: assign(({ context }) => ({
      mails: context.mails.map((mail) => ({ ...mail, read: true })),
      toMark: { ids: [], all: true },
      lastUnread: context.lastUnread === null ? null : 0,
    })),
    takeMarks: assign(({ context }) => ({ inFlight: context.toMark, toMark: { ids: [], all: false } })),
    removeMail: assign(({ context, event }) => {
      if (event.type !== 'inbox.delete') return {}
      const mail = context.mails.find((candidate) => candidate.id === event.id)
      if (!mail) return {}
      return {
        mails: context.mails.filter((candidate) => candidate.id !== event.id),
        pendingDelete: [...context.pendingDelete, mail],
        openId: context.openId === event.id ? null : context.openId,
      }
    }),
    restore: assign(({ context }) => ({
      mails: [...context.mails, ...context.pendingDelete].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
      pendingDelete: [],
    })),
    clearPending: assign({ pendingDelete: [] }),
    assignFailure: assign((_, error: unknown) => ({ failure: toFailure(error, 'inboxMails') })),
    assignUnread: assign(({ event }) => (event.type === 'inbox.unread' ? { lastUnread: event.count } : {})),
  },
  guards: {
    hasMarks: ({ context }) => context.toMark.all || context.toMark.ids.length > 0,
    isNewMail: ({ context, event }) =>
      event.type === 'inbox.unread' &&
      event.count !== null &&
      context.lastUnread !== null &&
      event.count > context.lastUnread,
    isKnownMail: ({ context, event }) => 'id' in event && context.mails.some((mail) => mail.id === event.id),
  },
}).createMachine({
  id: 'inbox',
  context: {
    pageNum: 1,
    mails: [],
    totalPages: 1,
    totalElements: 0,
    openId: null,
    toMark: { ids: [], all: false },
    inFlight: null,
    pendingDelete: [],
    lastUnread: null,
    failure: null,
  },
  type: 'parallel',
  invoke: { id: 'watchUnread', src: 'watchUnread' },
  on: {
    'inbox.unread': [
      { guard: 'isNewMail', target: '.list.loading', actions: 'assignUnread' },
      { actions: 'assignUnread' },
    ],
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: context.pageNum }),
            // The page is the server's state: the header's count is asked again too, so mail read on another
            // device (no real-time notice says so) stops counting once the inbox shows it.
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignPage', params: ({ event }) => event.output },
                { type: 'announceMessagesChanged', params: { cause: 'listed' } },
              ],
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignFailure',
                params: errorOf,
              },
            },
          },
        },
        ready: {
          on: {
            'inbox.page': {
              target: 'loading',
              actions: assign({ pageNum: ({ event }) => event.pageNum, openId: null }),
            },
            'inbox.refresh': 'loading',
            'inbox.open': { guard: 'isKnownMail', actions: 'open' },
            'inbox.close': { actions: assign({ openId: null }) },
            'inbox.markAllRead': { actions: 'markAll' },
          },
        },
        failed: { on: { 'inbox.retry': 'loading', 'inbox.refresh': 'loading' } },
      },
    },
    marking: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasMarks', target: 'sending' } },
        sending: {
          // What is read while this request is on its way goes out with the next one.
          entry: 'takeMarks',
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => context.inFlight ?? { ids: [], all: false },
            onDone: {
              target: 'idle',
              actions: { type: 'announceMessagesChanged', params: { cause: 'read' } },
            },
            onError: {
              target: 'idle',
              actions: { type: 'announceMessagesChanged', params: { cause: 'read' } },
            },
          },
        },
      },
    },
    deleting: {
      initial: 'idle',
      states: {
        idle: { on: { 'inbox.delete': { guard: 'isKnownMail', target: 'waiting', actions: 'removeMail' } } },
        waiting: {
          after: { [inboxUndoMs]: 'sending' },
          on: {
            'inbox.delete': { guard: 'isKnownMail', target: 'waiting', reenter: true, actions: 'removeMail' },
            'inbox.undo': { target: 'idle', actions: 'restore' },
          },
        },
        sending: {
          invoke: {
            id: 'deleteMails',
            src: 'deleteMails',
            input: ({ context }) => ({ ids: context.pendingDelete.map((mail) => mail.id) }),
            onDone: {
              target: 'idle',
              actions: ['clearPending', { type: 'announceMessagesChanged', params: { cause: 'deleted' } }],
            },
            // The server kept them: show them again rather than pretend.
            onError: { target: 'idle', actions: 'restore' },
          },
        },
      },
    },
  },
})
