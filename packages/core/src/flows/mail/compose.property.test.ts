import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import type { OutboxMail } from '../../api/schemas/mail'
import { checkMachine, visited } from '../../testing/machine-property'
import { mailLimits } from '../../validation'
import type { FeedbackImage } from '../feedback/feedback.types'
import { composeMachine } from './compose.machine'
import type { ComposeContext, MailRequest } from './compose.types'

const image = (name: string, type: string, size: number): FeedbackImage => ({
  name,
  type,
  size,
  dataUrl: `data:${type};base64,${name}`,
})
const picks = [
  image('a.png', 'image/png', 1000),
  image('b.jpg', 'image/jpeg', 4 * 1024 * 1024),
  image('c.gif', 'image/gif', 1000),
  image('d.png', 'image/png', 5 * 1024 * 1024),
]
const text = (samples: string[], max: number) =>
  fc.oneof(fc.constantFrom(...samples), fc.string({ maxLength: max }))

const events = fc.oneof(
  fc.record({
    type: fc.constant('compose.change'),
    field: fc.constant('content'),
    value: text(['', '  ', ' late deposit ', 'x'.repeat(140), 'x'.repeat(141), '好'.repeat(70)], 160),
  }),
  fc.record({
    type: fc.constant('compose.change'),
    field: fc.constant('title'),
    value: text(['', 'Deposit', 't'.repeat(50), 't'.repeat(51)], 60),
  }),
  fc.record({
    type: fc.constant('compose.change'),
    field: fc.constant('recipientType'),
    value: fc.constantFrom('customerService', 'upline', 'boss'),
  }),
  fc.record({ type: fc.constant('compose.addImages'), images: fc.subarray(picks, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('compose.removeImage'), index: fc.integer({ min: -1, max: 3 }) }),
  fc.constantFrom({ type: 'compose.submit' }, { type: 'compose.retry' }, { type: 'compose.reset' }),
)

let seed = 0
/** A repeatable random source: the keys differ from press to press, as the portal's do. */
function random() {
  seed = (seed * 9301 + 49297) % 233280
  return seed / 233280
}

describe('compose properties over random edits, picks, sends and answers', () => {
  test('only a valid mail is sent, once per press; a retry repeats its key, a change makes a new one', async () => {
    const sentMail: OutboxMail = {
      id: 'm1',
      recipientType: 'customerService',
      title: 't',
      content: 'c',
      imageCount: 0,
      sentAt: '2026-12-07T06:00:00.000Z',
      replyTo: null,
      answered: false,
    }
    const keys = new Map<string, string>()
    const visits = await checkMachine({
      machine: composeMachine,
      input: { replyTo: null, random },
      events,
      outputs: { loadRecipients: [['customerService']], sendMail: [sentMail] },
      errors: {
        sendMail: [
          new ApiError({ kind: 'network', endpoint: 'sendMail' }),
          new ApiError({ kind: 'business', endpoint: 'sendMail', code: 'content_too_long' }),
        ],
      },
      check: ({ step, before, after, started, pending, answered }) => {
        const was = before.context as ComposeContext
        const is = after.context as ComposeContext
        expect(is.images.length).toBeLessThanOrEqual(mailLimits.imagesMax)
        expect(pending.length).toBeLessThanOrEqual(1)
        const sends = started.filter((call) => call.id === 'sendMail')
        if (sends.length > 0) {
          expect(step.kind === 'send' && ['compose.submit', 'compose.retry'].includes(step.event.type)).toBe(
            true,
          )
          const request = sends[0]?.input as MailRequest & { kind: 'new' }
          expect(request.content).toBe(was.fields.content.trim())
          expect(request.content.length).toBeGreaterThan(0)
          expect(request.content.length).toBeLessThanOrEqual(mailLimits.contentMax)
          expect(request.title.length).toBeGreaterThan(0)
          expect(request.title.length).toBeLessThanOrEqual(mailLimits.titleMax)
          expect(was.recipients).toContain(request.recipientType)
          expect(request.images).toEqual(was.images.map((kept) => kept.dataUrl))
          // A key names one mail: the same key is never sent with a different one.
          const asked = JSON.stringify({ ...request, key: undefined })
          const earlier = keys.get(request.key)
          if (earlier !== undefined) expect(asked).toBe(earlier)
          keys.set(request.key, asked)
          if (was.request) expect(request).toEqual(was.request)
        }
        if (answered && !answered.ok && answered.id === 'sendMail') {
          expect(is.fields).toEqual(was.fields)
          expect(is.images).toEqual(was.images)
          expect(is.failure).not.toBeNull()
        }
      },
    })
    expect(visited(visits, 'sent')).toBe(true)
  }, 120_000)
})
