import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { feedbackLimits, feedbackQuestionTypes } from '../../validation/feedback'
import { feedbackMachine } from './feedback.machine'
import type { FeedbackContext, FeedbackImage, FeedbackRequestInput } from './feedback.types'

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

const events = fc.oneof(
  fc.record({
    type: fc.constant('feedback.change'),
    field: fc.constant('content'),
    value: fc.oneof(
      fc.constantFrom('', '   ', ' slow withdrawals ', 'x'.repeat(140), 'x'.repeat(141), '好'.repeat(70)),
      fc.string({ maxLength: 160 }),
    ),
  }),
  fc.record({
    type: fc.constant('feedback.change'),
    field: fc.constant('questionType'),
    value: fc.constantFrom(...feedbackQuestionTypes),
  }),
  fc.record({
    type: fc.constant('feedback.addImages'),
    images: fc.subarray(picks, { maxLength: 4 }),
  }),
  fc.record({ type: fc.constant('feedback.removeImage'), index: fc.integer({ min: -1, max: 3 }) }),
  fc.constantFrom({ type: 'feedback.submit' }, { type: 'feedback.retry' }, { type: 'feedback.reset' }),
)

describe('feedback properties over random edits, picks, submits and answers', () => {
  test('spec §5: only valid feedback is sent, exactly what was typed, once per submit; a failure keeps everything', async () => {
    const visits = await checkMachine({
      machine: feedbackMachine,
      events,
      outputs: { sendFeedback: [null] },
      errors: {
        sendFeedback: [
          new ApiError({ kind: 'network', endpoint: 'feedback' }),
          new ApiError({ kind: 'business', endpoint: 'feedback', code: 'too_many' }),
        ],
      },
      check: ({ step, before, after, started, pending, answered }) => {
        const was = before.context as FeedbackContext
        const is = after.context as FeedbackContext
        // At most 3 images, each png or jpg under 5 MB (spec §5 "Upload").
        expect(is.images.length).toBeLessThanOrEqual(feedbackLimits.imagesMax)
        for (const kept of is.images) {
          expect(['image/png', 'image/jpeg']).toContain(kept.type)
          expect(kept.size).toBeLessThan(5 * 1024 * 1024)
        }
        // One user action, one request: a call starts only on submit or retry, never beside another.
        expect(pending.length).toBeLessThanOrEqual(1)
        if (started.length > 0) {
          expect(
            step.kind === 'send' && ['feedback.submit', 'feedback.retry'].includes(step.event.type),
          ).toBe(true)
          const sent = started[0]?.input as FeedbackRequestInput
          // Content required, at most 140 characters (spec §5, §9), sent trimmed as typed.
          expect(sent.content).toBe(was.fields.content.trim())
          expect(sent.content.length).toBeGreaterThan(0)
          expect(sent.content.length).toBeLessThanOrEqual(feedbackLimits.contentMax)
          expect(sent.questionType).toBe(was.fields.questionType)
          expect(sent.images).toEqual(was.images.map((kept) => kept.dataUrl))
        }
        // Bad input: nothing typed is lost by a failure (house rule), and the failure is there to show.
        if (answered && !answered.ok) {
          expect(is.fields).toEqual(was.fields)
          expect(is.images).toEqual(was.images)
          expect(is.failure).not.toBeNull()
        }
        if (step.kind === 'send' && step.event.type === 'feedback.submit' && started.length === 0) {
          if (before.matches('editing')) expect(Object.keys(is.fieldErrors).length).toBeGreaterThan(0)
        }
      },
    })
    expect(visited(visits, 'sent')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)
})
