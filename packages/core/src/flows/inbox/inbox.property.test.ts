import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import type { InboxPage } from '../../api/schemas/member-centre'
import { checkMachine, visited } from '../../testing/machine-property'
import { inboxMachine } from './inbox.machine'
import type { InboxContext, InboxMail, MarkRequest } from './inbox.types'

const mail = (id: string, read: boolean, day: number): InboxMail => ({
  id,
  title: `Mail ${id}`,
  content: 'Hello',
  sentAt: `2026-01-0${day}T00:00:00Z`,
  read,
  sender: 'Support',
})
const pageOf = (content: InboxMail[]): InboxPage => ({ content, pageNum: 1, totalPages: 1, totalElements: 3 })
const ids = ['m1', 'm2', 'm3', 'unknown']

const events = fc.oneof(
  fc.constantFrom(
    { type: 'inbox.refresh' },
    { type: 'inbox.retry' },
    { type: 'inbox.close' },
    { type: 'inbox.markAllRead' },
    { type: 'inbox.undo' },
    { type: 'inbox.page', pageNum: 1 },
  ),
  fc.constantFrom(...ids).map((id) => ({ type: 'inbox.open', id })),
  fc.constantFrom(...ids).map((id) => ({ type: 'inbox.delete', id })),
  fc.option(fc.integer({ min: 0, max: 5 })).map((count) => ({ type: 'inbox.unread', count })),
)

describe('inbox properties over random sequences of reads, deletes, undos, reloads and answers', () => {
  test('one mark and one delete request at a time, never empty; a deleted mail never shows until undone or refused', async () => {
    const visits = await checkMachine({
      machine: inboxMachine.provide({ actions: { announceMessagesChanged: () => {} } }),
      events,
      keepActors: ['watchUnread'],
      waits: [1, 1000, 5000],
      outputs: {
        loadPage: [
          pageOf([mail('m1', false, 3), mail('m2', true, 2), mail('m3', false, 1)]),
          pageOf([mail('m2', true, 2)]),
          pageOf([]),
        ],
        markRead: [null],
        deleteMails: [null],
      },
      errors: {
        loadPage: [new ApiError({ kind: 'timeout', endpoint: 'inboxMails' })],
        markRead: [new ApiError({ kind: 'network', endpoint: 'markMailsRead' })],
        deleteMails: [new ApiError({ kind: 'http', endpoint: 'deleteMails', status: 500 })],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as InboxContext
        const is = after.context as InboxContext
        expect(pending.filter((call) => call.id === 'markRead').length).toBeLessThanOrEqual(1)
        expect(pending.filter((call) => call.id === 'deleteMails').length).toBeLessThanOrEqual(1)
        for (const call of started) {
          if (call.id === 'markRead') {
            const request = call.input as MarkRequest
            expect(request.all || request.ids.length > 0).toBe(true)
          }
          // The delete goes out once the undo window closed, with exactly the mails deleted here.
          if (call.id === 'deleteMails') {
            const asked = (call.input as { ids: string[] }).ids
            expect(asked.length).toBeGreaterThan(0)
            expect(asked).toEqual(was.pendingDelete.map((gone) => gone.id))
          }
        }
        const pendingIds = is.pendingDelete.map((gone) => gone.id)
        expect(is.mails.filter((shown) => pendingIds.includes(shown.id))).toEqual([])
        expect(new Set(is.mails.map((shown) => shown.id)).size).toBe(is.mails.length)
        // A mail deleted while open is never the one on show (a reload may drop the open one from the page:
        // then nothing is on show, as connectInbox reads it).
        if (is.openId !== null) expect(pendingIds).not.toContain(is.openId)
      },
    })
    expect(visited(visits, '"deleting":"sending"')).toBe(true)
    expect(visited(visits, '"marking":"sending"')).toBe(true)
    expect(visited(visits, '"list":"failed"')).toBe(true)
  }, 180_000)
})
