import { assign, setup } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import { toFailure } from '../../api/errors'
import type { OutboxMail, OutboxPage } from '../../api/schemas/mail'
import { errorOf } from '../shared/error-of'
import { notProvided } from '../shared/not-provided'

export const outboxPageSize = 10

export interface OutboxContext {
  pageNum: number
  mails: OutboxMail[]
  totalPages: number
  totalElements: number
  openId: string | null
  /** The mail being deleted; one request per delete. */
  deleting: string | null
  failure: ApiFailure | null
  /** A delete the platform refused: the mail stays. */
  deleteFailure: ApiFailure | null
}

export type OutboxEvent =
  | { type: 'outbox.page'; pageNum: number }
  | { type: 'outbox.refresh' }
  | { type: 'outbox.retry' }
  | { type: 'outbox.open'; id: string }
  | { type: 'outbox.close' }
  | { type: 'outbox.delete'; id: string }

/**
 * The mails the member sent (issue 32), a screen flow: a page newest first, one open, delete one. A delete is
 * one request; the list is the server's again after it, so a mail deleted elsewhere goes too. A refused delete
 * keeps the mail and says why.
 */
export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    children: {} as { loadPage: 'loadPage'; deleteMail: 'deleteMail' },
  },
  actors: {
    loadPage: notProvided<OutboxPage, { pageNum: number }>('loadPage'),
    deleteMail: notProvided<unknown, { id: string }>('deleteMail'),
  },
  actions: {
    assignPage: assign((_, page: OutboxPage) => ({
      mails: page.content,
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: toFailure(error, 'outboxMails') })),
    startDelete: assign(({ event }) =>
      event.type === 'outbox.delete' ? { deleting: event.id, deleteFailure: null } : {},
    ),
    assignDeleteFailure: assign((_, error: unknown) => ({
      deleting: null,
      deleteFailure: toFailure(error, 'deleteOutboxMail'),
    })),
    forgetDeleted: assign(({ context }) => ({
      openId: context.openId === context.deleting ? null : context.openId,
      deleting: null,
    })),
  },
  guards: {
    isKnownMail: ({ context, event }) => 'id' in event && context.mails.some((mail) => mail.id === event.id),
  },
}).createMachine({
  id: 'outbox',
  context: {
    pageNum: 1,
    mails: [],
    totalPages: 1,
    totalElements: 0,
    openId: null,
    deleting: null,
    failure: null,
    deleteFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      on: {
        'outbox.page': {
          target: 'loading',
          actions: assign({ pageNum: ({ event }) => event.pageNum, openId: null }),
        },
        'outbox.refresh': 'loading',
        'outbox.open': { guard: 'isKnownMail', actions: assign({ openId: ({ event }) => event.id }) },
        'outbox.close': { actions: assign({ openId: null }) },
        'outbox.delete': { guard: 'isKnownMail', target: 'deleting', actions: 'startDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteMail',
        src: 'deleteMail',
        input: ({ context }) => ({ id: context.deleting ?? '' }),
        onDone: { target: 'loading', actions: 'forgetDeleted' },
        onError: {
          target: 'ready',
          actions: {
            type: 'assignDeleteFailure',
            params: errorOf,
          },
        },
      },
    },
    failed: { on: { 'outbox.retry': 'loading', 'outbox.refresh': 'loading' } },
  },
})
