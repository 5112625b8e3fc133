import { describe, expect } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, emit } from 'xstate'
import { ApiError } from '../../api/errors'
import type { InboxPage } from '../../api/schemas/member-centre'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { inboxMachine } from './inbox.machine'
import type { InboxContext, InboxMail } from './inbox.types'

const mail = (id: string, read: boolean, sentAt: string): InboxMail => ({
  id,
  title: `Mail ${id}`,
  content: '<p>Hello</p>',
  sentAt,
  read,
  sender: 'Support',
})
const page: InboxPage = {
  content: [mail('m1', false, '2026-01-02T00:00:00Z'), mail('m2', true, '2026-01-01T00:00:00Z')],
  pageNum: 1,
  totalPages: 2,
  totalElements: 12,
}

/** The session's count after a mark or a delete is asked through this event, so each rule sees it. */
const machine = inboxMachine.provide({
  actions: { announceMessagesChanged: emit({ type: 'session.refreshUnread' }) },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as InboxContext
const idOf = (event: AnyEventObject) => (event as AnyEventObject & { id: string }).id

/** Every mail read here is marked on the server: queued, or in the request on its way. */
const marked = (context: InboxContext) => [...context.toMark.ids, ...(context.inFlight?.ids ?? [])]

/**
 * The member's moves where they mean something, and the session's unread count seen once and then rising (new
 * mail): few enough that the graph of contexts stays small, every transition still reachable.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = contextOf(snapshot)
  const moves: AnyEventObject[] = []
  if (snapshot.matches({ list: 'ready' })) {
    moves.push({ type: 'inbox.page', pageNum: 2 }, { type: 'inbox.refresh' })
    // A mail already queued for marking is not opened again: a reload would queue it without end.
    if (context.openId !== null) moves.push({ type: 'inbox.close' })
    else
      for (const id of ['m1', 'm2']) if (!marked(context).includes(id)) moves.push({ type: 'inbox.open', id })
    if (context.mails.some((shown) => !shown.read)) moves.push({ type: 'inbox.markAllRead' })
  }
  if (snapshot.matches({ list: 'failed' })) moves.push({ type: 'inbox.retry' }, { type: 'inbox.refresh' })
  if (snapshot.matches({ deleting: 'idle' })) moves.push({ type: 'inbox.delete', id: 'm1' })
  if (snapshot.matches({ deleting: 'waiting' }))
    moves.push({ type: 'inbox.delete', id: 'm2' }, { type: 'inbox.undo' })
  if (context.lastUnread === null) moves.push({ type: 'inbox.unread', count: 1 })
  if (context.lastUnread === 1) moves.push({ type: 'inbox.unread', count: 3 })
  return moves
}

/** What each transition must do (spec §5 "Messages", issue #7), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'xstate.done.actor.loadPage': ({ before, after, emitted }) => {
    expect(after.matches({ list: 'ready' })).toBe(true)
    // A mail deleted here and not yet on the server stays out of the reloaded page.
    const pending = contextOf(before).pendingDelete.map((gone) => gone.id)
    expect(contextOf(after).mails.map((shown) => shown.id)).toEqual(
      page.content.map((shown) => shown.id).filter((id) => !pending.includes(id)),
    )
    expect(contextOf(after)).toMatchObject({ totalPages: 2, totalElements: 12, failure: null })
    expect(emitted).toEqual([{ type: 'session.refreshUnread' }])
  },
  'xstate.error.actor.loadPage': ({ after, emitted }) => {
    expect(after.matches({ list: 'failed' })).toBe(true)
    expect(contextOf(after).failure).toMatchObject({ kind: 'network', endpoint: 'inboxMails' })
    expect(emitted).toEqual([])
  },
  'inbox.page': ({ event, after, emitted }) => {
    expect(after.matches({ list: 'loading' })).toBe(true)
    expect(contextOf(after)).toMatchObject({
      pageNum: (event as AnyEventObject & { pageNum: number }).pageNum,
    })
    expect(contextOf(after).openId).toBeNull()
    expect(emitted).toEqual([])
  },
  'inbox.refresh': ({ before, after, emitted }) => {
    expect(after.matches({ list: 'loading' })).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'inbox.retry': ({ before, after, emitted }) => {
    expect(before.matches({ list: 'failed' })).toBe(true)
    expect(after.matches({ list: 'loading' })).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'inbox.open': ({ event, before, after, emitted }) => {
    const id = idOf(event)
    const was = contextOf(before).mails.find((shown) => shown.id === id)
    expect(contextOf(after).openId).toBe(id)
    expect(contextOf(after).mails.find((shown) => shown.id === id)?.read).toBe(true)
    // An unread mail is marked read on the server (one request, now or with the next); a read one is not.
    if (was && !was.read) expect(marked(contextOf(after))).toContain(id)
    else expect(marked(contextOf(after))).toEqual(marked(contextOf(before)))
    // The session's count drops by the mail read at once, before the server's count comes back.
    const count = contextOf(before).lastUnread
    expect(contextOf(after).lastUnread).toBe(was && !was.read && count ? count - 1 : count)
    expect(emitted).toEqual([])
  },
  'inbox.close': ({ before, after, emitted }) => {
    expect(contextOf(after)).toEqual({ ...contextOf(before), openId: null })
    expect(emitted).toEqual([])
  },
  'inbox.markAllRead': ({ before, after, emitted }) => {
    expect(contextOf(after).mails.every((shown) => shown.read)).toBe(true)
    // Every page's mail is read now: the session's count is 0 until the server says otherwise.
    expect(contextOf(after).lastUnread).toBe(contextOf(before).lastUnread === null ? null : 0)
    expect(contextOf(after).toMark.all || contextOf(after).inFlight?.all).toBe(true)
    expect(emitted).toEqual([])
  },
  'inbox.delete': ({ event, before, after, emitted }) => {
    const id = idOf(event)
    expect(after.matches({ deleting: 'waiting' })).toBe(true)
    expect(contextOf(after).mails.map((shown) => shown.id)).not.toContain(id)
    expect(contextOf(after).pendingDelete.map((gone) => gone.id)).toEqual([
      ...contextOf(before).pendingDelete.map((gone) => gone.id),
      id,
    ])
    if (contextOf(before).openId === id) expect(contextOf(after).openId).toBeNull()
    // Nothing is sent before the undo window closes.
    expect(emitted).toEqual([])
  },
  'inbox.undo': ({ before, after, emitted }) => {
    expect(after.matches({ deleting: 'idle' })).toBe(true)
    expect(contextOf(after).pendingDelete).toEqual([])
    const back = [...contextOf(before).mails, ...contextOf(before).pendingDelete].map((shown) => shown.id)
    expect(
      contextOf(after)
        .mails.map((shown) => shown.id)
        .sort(),
    ).toEqual(back.sort())
    expect(emitted).toEqual([])
  },
  after: ({ before, after, emitted }) => {
    expect(before.matches({ deleting: 'waiting' })).toBe(true)
    expect(after.matches({ deleting: 'sending' })).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.deleteMails': ({ before, after, emitted }) => {
    expect(contextOf(after).pendingDelete).toEqual([])
    expect(contextOf(after).mails).toEqual(contextOf(before).mails)
    expect(emitted).toEqual([{ type: 'session.refreshUnread' }])
  },
  'xstate.error.actor.deleteMails': ({ before, after, emitted }) => {
    // The server kept them: they show again rather than pretend.
    expect(contextOf(after).pendingDelete).toEqual([])
    for (const gone of contextOf(before).pendingDelete)
      expect(contextOf(after).mails.map((shown) => shown.id)).toContain(gone.id)
    expect(emitted).toEqual([])
  },
  'xstate.done.actor.markRead': ({ after, emitted }) => {
    expect(emitted).toEqual([{ type: 'session.refreshUnread' }])
    expect(contextOf(after).mails).toBeDefined()
  },
  'xstate.error.actor.markRead': ({ before, after, emitted }) => {
    // The badge asks the server again either way; what shows as read stays read.
    expect(emitted).toEqual([{ type: 'session.refreshUnread' }])
    expect(contextOf(after).mails).toEqual(contextOf(before).mails)
  },
  'inbox.unread': ({ event, before, after, emitted }) => {
    const { count } = event as AnyEventObject & { count: number | null }
    const previous = contextOf(before).lastUnread
    expect(contextOf(after).lastUnread).toBe(count)
    // A rise means new mail: the list loads again.
    if (count !== null && previous !== null && count > previous)
      expect(after.matches({ list: 'loading' })).toBe(true)
    expect(emitted).toEqual([])
  },
}

describe('inbox model', () => {
  testModel(machine, {
    events,
    keepActors: ['watchUnread'],
    outputs: { loadPage: [page], markRead: [null], deleteMails: [null] },
    errors: {
      loadPage: [new ApiError({ kind: 'network', endpoint: 'inboxMails' })],
      markRead: [new ApiError({ kind: 'network', endpoint: 'markMailsRead' })],
      deleteMails: [new ApiError({ kind: 'network', endpoint: 'deleteMails' })],
    },
    rules,
  })
})

testTransitionCoverage(machine)
