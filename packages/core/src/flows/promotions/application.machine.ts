import { assign, setup } from 'xstate'
import { addImages, type UploadIssue } from '../../validation/feedback'
import type { ValidationIssue } from '../../validation/issues'
import type { FeedbackImage } from '../feedback/feedback.types'
import { errorOf } from '../shared/error-of'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'

/** Spec §9: an application's remark, counted in UTF-16 code units like the field's `maxlength`. */
export const remarkMax = 140

export interface ApplicationContext {
  promotionId: string
  remark: string
  /** At most three png or jpg images under 5 MB: only vetted ones get here. */
  images: readonly FeedbackImage[]
  /** The picks the last `application.addImages` refused, with why. */
  refused: readonly { name: string; issue: UploadIssue }[]
  remarkError: ValidationIssue | null
  failure: FlowFailure | null
}

export type ApplicationEvent =
  | { type: 'application.remark'; value: string }
  | { type: 'application.addImages'; images: readonly FeedbackImage[] }
  | { type: 'application.removeImage'; index: number }
  /** Sends the application; after a failure, sends it again as it stands. */
  | { type: 'application.submit' }

export interface ApplicationRequest {
  promotionId: string
  remark: string
  images: string[]
}

export function remarkIssue(remark: string): ValidationIssue | null {
  if (remark.trim() === '') return { code: 'required' }
  if (remark.length > remarkMax) return { code: 'tooLong', max: remarkMax }
  return null
}

/**
 * An application to an application-type promotion (spec §4, §5), a screen flow: a remark of at most 140
 * characters and up to three images, vetted as they are added. One request per submit; a failure keeps
 * everything typed and picked, and the same application may be sent again.
 */
export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as { promotionId: string },
    children: {} as { applyPromotion: 'applyPromotion' },
  },
  actors: { applyPromotion: notProvided<unknown, ApplicationRequest>('applyPromotion') },
  actions: {
    assignRemark: assign((_, value: string) => ({
      remark: value,
      remarkError: value.length > remarkMax ? remarkIssue(value) : null,
    })),
    addImages: assign(({ context }, picked: readonly FeedbackImage[]) => {
      const { images, rejected } = addImages(context.images, picked)
      return { images, refused: rejected.map(({ file, issue }) => ({ name: file.name, issue })) }
    }),
    removeImage: assign(({ context }, index: number) => ({
      images: context.images.filter((_, at) => at !== index),
      refused: [],
    })),
    assignRemarkError: assign(({ context }) => ({ remarkError: remarkIssue(context.remark) })),
    startAttempt: assign({ failure: null }),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    hasRemarkIssue: ({ context }) => remarkIssue(context.remark) !== null,
    isImage: ({ context }, index: number) => index >= 0 && index < context.images.length,
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    remark: '',
    images: [],
    refused: [],
    remarkError: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'application.remark': { actions: { type: 'assignRemark', params: ({ event }) => event.value } },
        'application.addImages': { actions: { type: 'addImages', params: ({ event }) => event.images } },
        'application.removeImage': {
          guard: { type: 'isImage', params: ({ event }) => event.index },
          actions: { type: 'removeImage', params: ({ event }) => event.index },
        },
        'application.submit': [
          { guard: 'hasRemarkIssue', actions: 'assignRemarkError' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'applyPromotion',
        src: 'applyPromotion',
        input: ({ context }) => ({
          promotionId: context.promotionId,
          remark: context.remark.trim(),
          images: context.images.map((image) => image.dataUrl),
        }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    sent: { type: 'final' },
  },
})
