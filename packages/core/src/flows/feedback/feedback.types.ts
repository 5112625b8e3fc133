import type { FeedbackFormField, UploadCandidate, UploadIssue } from '../../validation/feedback'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

/** An attached image: the picked file's name, type and size, and its bytes as a data URL (what the call sends). */
export interface FeedbackImage extends UploadCandidate {
  dataUrl: string
}

export type FeedbackFields = Record<FeedbackFormField, string>

export interface FeedbackContext {
  fields: FeedbackFields
  /** At most 3, each png or jpg under 5 MB: only vetted images get here. */
  images: readonly FeedbackImage[]
  fieldErrors: FieldErrors<FeedbackFormField>
  /** The picks the last `feedback.addImages` refused, with why. */
  refused: readonly { name: string; issue: UploadIssue }[]
  failure: FlowFailure | null
}

export type FeedbackEvent =
  | { type: 'feedback.change'; field: FeedbackFormField; value: string }
  /** Files the user picked, already read as data URLs by the app; the rules decide which are kept. */
  | { type: 'feedback.addImages'; images: readonly FeedbackImage[] }
  | { type: 'feedback.removeImage'; index: number }
  | { type: 'feedback.submit' }
  /** Send the same feedback again after a failure. */
  | { type: 'feedback.retry' }
  /** After sending: an empty form for another one. */
  | { type: 'feedback.reset' }

/** What the `sendFeedback` actor receives: the call's payload. */
export interface FeedbackRequestInput {
  questionType: string
  content: string
  images: string[]
}
