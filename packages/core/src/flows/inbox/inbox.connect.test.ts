import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { InboxPage } from '../../api/schemas/member-centre'
import { connectInbox } from './inbox.connect'
import { inboxMachine } from './inbox.machine'

const readMail = (id: string) => ({
  id,
  title: `Mail ${id}`,
  content: '<p>Hello</p>',
  sentAt: '2026-01-01T00:00:00Z',
  read: true,
  sender: 'Support',
})
/** Page 1 of 2 holds only read mail; the unread ones are on page 2. */
const readPage: InboxPage = {
  content: [readMail('a'), readMail('b')],
  pageNum: 1,
  totalPages: 2,
  totalElements: 12,
}

function inbox() {
  const marks: unknown[] = []
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise(async () => readPage),
        markRead: fromPromise(async ({ input }): Promise<unknown> => {
          marks.push(input)
          return null
        }),
        deleteMails: fromPromise(async (): Promise<unknown> => null),
      },
      actions: { announceMessagesChanged: () => {} },
    }),
  ).start()
  return { actor, marks }
}

describe('mark all read', () => {
  test('is offered when the unread mail is on another page, and sends one "all" mark', async () => {
    const { actor, marks } = inbox()
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(connectInbox(actor.getSnapshot()).canMarkAllRead).toBe(false)
    actor.send({ type: 'inbox.unread', count: 3 })
    expect(connectInbox(actor.getSnapshot()).canMarkAllRead).toBe(true)
    connectInbox(actor.getSnapshot(), actor.send).markAllRead()
    expect(connectInbox(actor.getSnapshot()).canMarkAllRead).toBe(false)
    await waitFor(actor, (s) => s.matches({ marking: 'idle' }))
    expect(marks).toEqual([{ ids: [], all: true }])
    actor.stop()
  })

  test('is not offered while the session count is unknown and the page has nothing unread', async () => {
    const { actor } = inbox()
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    actor.send({ type: 'inbox.unread', count: null })
    expect(connectInbox(actor.getSnapshot()).canMarkAllRead).toBe(false)
    actor.stop()
  })
})
