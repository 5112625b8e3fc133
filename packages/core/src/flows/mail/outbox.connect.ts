import type { SnapshotFrom } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import type { OutboxMail } from '../../api/schemas/mail'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { OutboxEvent, outboxMachine } from './outbox.machine'

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>

export interface OutboxView {
  status: 'loading' | 'ready' | 'deleting' | 'failed'
  mails: OutboxMail[]
  opened: OutboxMail | null
  pageNum: number
  totalPages: number
  /** The mail whose delete is on its way. */
  deleting: string | null
  failure: ApiFailure['kind'] | null
  /** A refused delete: the server's code when it gave one. */
  deleteFailure: { kind: ApiFailure['kind']; code: string | null } | null
}

function viewOfOutbox(snapshot: OutboxSnapshot): OutboxView {
  const { context } = snapshot
  const status =
    (['loading', 'deleting', 'failed'] as const).find((state) => snapshot.matches(state)) ?? 'ready'
  const deleteFailure = context.deleteFailure
  return {
    status,
    mails: context.mails,
    opened: context.mails.find((mail) => mail.id === context.openId) ?? null,
    pageNum: context.pageNum,
    totalPages: context.totalPages,
    deleting: context.deleting,
    failure: context.failure?.kind ?? null,
    deleteFailure: deleteFailure ? { kind: deleteFailure.kind, code: deleteFailure.code ?? null } : null,
  }
}

export const outboxIntents = /* @__PURE__ */ defineIntents((send: Send<OutboxEvent>) => ({
  goToPage: (pageNum: number) => send({ type: 'outbox.page', pageNum }),
  refresh: () => send({ type: 'outbox.refresh' }),
  retry: () => send({ type: 'outbox.retry' }),
  open: (id: string) => send({ type: 'outbox.open', id }),
  close: () => send({ type: 'outbox.close' }),
  remove: (id: string) => send({ type: 'outbox.delete', id }),
}))

export type OutboxIntents = ReturnType<typeof outboxIntents>

/** Snapshot → the view-model of the sent mails, with its intents bound to the actor's `send`. Pure. */
export const connectOutbox: Connect<OutboxSnapshot, OutboxEvent, OutboxView & OutboxIntents> =
  /* @__PURE__ */ defineConnect(viewOfOutbox, outboxIntents)
