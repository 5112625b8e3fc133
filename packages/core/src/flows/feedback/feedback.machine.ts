import { assign, setup } from 'xstate'
import { addImages } from '../../validation/feedback'
import { hasErrors } from '../../validation/issues'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { withField } from '../shared/fields'
import { notProvided } from '../shared/not-provided'
import { emptyFeedback, feedbackRequest, validateFeedback } from './feedback.rules'
import type { FeedbackContext, FeedbackEvent, FeedbackRequestInput } from './feedback.types'

/**
 * Feedback (spec §5, §7 `PUT /wps/feedback`): a question type, content of at most 140 characters, up to three
 * png or jpg images under 5 MB. Images are vetted as they are added; the text when the form is sent. A failed
 * send keeps everything and can be retried as it is or after edits.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
  },
  actors: {
    sendFeedback: notProvided<unknown, FeedbackRequestInput>('sendFeedback'),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'feedback.change') return {}
      return withField(context, event.field, event.value)
    }),
    addImages: assign(({ context, event }) => {
      if (event.type !== 'feedback.addImages') return {}
      const { images, rejected } = addImages(context.images, event.images)
      return { images, refused: rejected.map(({ file, issue }) => ({ name: file.name, issue })) }
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'feedback.removeImage'
        ? { images: context.images.filter((_, index) => index !== event.index), refused: [] }
        : {},
    ),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: validateFeedback(context.fields) })),
    startAttempt: assign({ fieldErrors: {}, refused: [], failure: null }),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    clear: assign({ fields: emptyFeedback, images: [], fieldErrors: {}, refused: [], failure: null }),
  },
  guards: {
    hasFieldErrors: ({ context }) => hasErrors(validateFeedback(context.fields)),
    isImage: ({ context }, index: number) => index >= 0 && index < context.images.length,
  },
}).createMachine({
  id: 'feedback',
  context: { fields: emptyFeedback, images: [], fieldErrors: {}, refused: [], failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'feedback.change': { actions: 'assignField' },
        'feedback.addImages': { actions: 'addImages' },
        'feedback.removeImage': {
          guard: { type: 'isImage', params: ({ event }) => event.index },
          actions: 'removeImage',
        },
        'feedback.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => feedbackRequest(context),
        onDone: 'sent',
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    /** The form and the failure stay; the user retries as it is or edits first. */
    failed: {
      on: {
        'feedback.retry': { target: 'submitting', actions: 'startAttempt' },
        'feedback.submit': { target: 'submitting', actions: 'startAttempt' },
        'feedback.change': { target: 'editing', actions: 'assignField' },
        'feedback.addImages': { target: 'editing', actions: 'addImages' },
        'feedback.removeImage': {
          guard: { type: 'isImage', params: ({ event }) => event.index },
          target: 'editing',
          actions: 'removeImage',
        },
      },
    },
    sent: { on: { 'feedback.reset': { target: 'editing', actions: 'clear' } } },
  },
})
