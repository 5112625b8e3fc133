import type { SnapshotFrom } from 'xstate'
import type { FeedbackFormField } from '../../validation/feedback'
import { feedbackLimits, feedbackQuestionTypes, type UploadIssue } from '../../validation/feedback'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../login/flow-failure'
import type { feedbackMachine } from './feedback.machine'
import type { FeedbackFields, FeedbackImage } from './feedback.types'

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
export function connectFeedback(snapshot: FeedbackSnapshot): FeedbackView {
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
