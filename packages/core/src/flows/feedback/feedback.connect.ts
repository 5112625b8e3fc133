import type { SnapshotFrom } from 'xstate'
import type { FeedbackFormField } from '../../validation/feedback'
import { feedbackLimits, feedbackQuestionTypes, type UploadIssue } from '../../validation/feedback'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { feedbackMachine } from './feedback.machine'
import type { FeedbackEvent, FeedbackFields, FeedbackImage } from './feedback.types'

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>

export interface FeedbackView {
  status: 'editing' | 'submitting' | 'failed' | 'sent'
  fields: FeedbackFields
  fieldErrors: FieldErrors<FeedbackFormField>
  /** The question-type codes for the select, in order; the app translates them. */
  questionTypes: readonly string[]
  /** For the counter beside the text: characters typed and the limit. */
  contentLength: number
  contentMax: number
  images: readonly FeedbackImage[]
  /** Room for more images: the picker hides when false. */
  canAddImages: boolean
  /** Why the last picks were refused (`upload.type`, `upload.size`, `upload.count`). */
  refused: readonly { name: string; issue: UploadIssue }[]
  failure: FlowFailure | null
  canSubmit: boolean
}

/** Snapshot → what the feedback modal needs. Pure. */
function viewOfFeedback(snapshot: FeedbackSnapshot): FeedbackView {
  const { context } = snapshot
  const status = (['submitting', 'failed', 'sent', 'editing'] as const).find((state) =>
    snapshot.matches(state),
  )
  return {
    status: status ?? 'editing',
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    questionTypes: feedbackQuestionTypes,
    contentLength: context.fields.content.trim().length,
    contentMax: feedbackLimits.contentMax,
    images: context.images,
    canAddImages:
      context.images.length < feedbackLimits.imagesMax && status !== 'submitting' && status !== 'sent',
    refused: context.refused,
    failure: context.failure,
    canSubmit: status === 'editing' || status === 'failed',
  }
}

/** What a view may ask of the feedback flow. */
export const feedbackIntents = /* @__PURE__ */ defineIntents((send: Send<FeedbackEvent>) => ({
  change: (field: FeedbackFormField, value: string) => send({ type: 'feedback.change', field, value }),
  addImages: (images: readonly FeedbackImage[]) => send({ type: 'feedback.addImages', images }),
  removeImage: (index: number) => send({ type: 'feedback.removeImage', index }),
  submit: () => send({ type: 'feedback.submit' }),
  retry: () => send({ type: 'feedback.retry' }),
  reset: () => send({ type: 'feedback.reset' }),
}))

export type FeedbackIntents = ReturnType<typeof feedbackIntents>

/** Snapshot → the view-model a feedback view renders, with its intents bound to the actor's `send`. Pure. */
export function connectFeedback(
  snapshot: FeedbackSnapshot,
  send?: Send<FeedbackEvent>,
): FeedbackView & FeedbackIntents {
  return { ...viewOfFeedback(snapshot), ...feedbackIntents(send) }
}
