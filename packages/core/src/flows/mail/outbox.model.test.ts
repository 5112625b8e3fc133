import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { OutboxMail, OutboxPage } from '../../api/schemas/mail'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { type OutboxContext, outboxMachine } from './outbox.machine'

const mail = (id: string): OutboxMail => ({
  id,
  recipientType: 'customerService',
  title: `Question ${id}`,
  content: 'Hello',
  imageCount: 0,
  sentAt: '2026-12-07T06:00:00.000Z',
  replyTo: null,
  answered: false,
})
const page: OutboxPage = { content: [mail('m2'), mail('m1')], pageNum: 1, totalPages: 2, totalElements: 12 }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OutboxContext

function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const events: AnyEventObject[] = [
    { type: 'outbox.refresh' },
    { type: 'outbox.retry' },
    { type: 'outbox.close' },
    { type: 'outbox.page', pageNum: 2 },
    { type: 'outbox.open', id: 'm9' },
  ]
  const [first] = contextOf(snapshot).mails
  if (first) events.push({ type: 'outbox.open', id: first.id }, { type: 'outbox.delete', id: first.id })
  return events
}

const loads = ({ after }: RuleStep) => expect(after.matches('loading')).toBe(true)

const rules: Record<string, (step: RuleStep) => void> = {
  'outbox.refresh': loads,
  'outbox.retry': loads,
  'outbox.page': ({ after }) => {
    expect(after.matches('loading')).toBe(true)
    expect(contextOf(after)).toMatchObject({ pageNum: 2, openId: null })
  },
  'outbox.open': ({ event, after }) =>
    expect(contextOf(after).openId).toBe((event as AnyEventObject & { id: string }).id),
  'outbox.close': ({ after }) => expect(contextOf(after).openId).toBeNull(),
  // One delete, one request; the list stays as it was until the server answers.
  'outbox.delete': ({ event, before, after }) => {
    expect(after.matches('deleting')).toBe(true)
    expect(contextOf(after).deleting).toBe((event as AnyEventObject & { id: string }).id)
    expect(contextOf(after).mails).toEqual(contextOf(before).mails)
  },
  'xstate.done.actor.loadPage': ({ after }) => {
    expect(after.matches('ready')).toBe(true)
    expect(contextOf(after)).toMatchObject({ mails: page.content, totalPages: 2, failure: null })
  },
  'xstate.error.actor.loadPage': ({ after }) => {
    expect(after.matches('failed')).toBe(true)
    expect(contextOf(after).failure).not.toBeNull()
  },
  // Deleted: the list is asked again, so it is the server's.
  'xstate.done.actor.deleteMail': ({ before, after }) => {
    expect(after.matches('loading')).toBe(true)
    expect(contextOf(after).deleting).toBeNull()
    if (contextOf(before).openId === contextOf(before).deleting) expect(contextOf(after).openId).toBeNull()
  },
  // Refused: the mail stays and the refusal is there to explain.
  'xstate.error.actor.deleteMail': ({ before, after }) => {
    expect(after.matches('ready')).toBe(true)
    expect(contextOf(after).mails).toEqual(contextOf(before).mails)
    expect(contextOf(after).deleteFailure).toMatchObject({ code: 'mail_not_found' })
  },
}

describe('outbox model', () => {
  testModel(outboxMachine, {
    events: userEvents,
    rules,
    outputs: { loadPage: [page], deleteMail: [{ deleted: 1 }] },
    errors: {
      loadPage: [networkDown],
      deleteMail: [new ApiError({ kind: 'business', endpoint: 'deleteOutboxMail', code: 'mail_not_found' })],
    },
  })
})

testTransitionCoverage(outboxMachine)
