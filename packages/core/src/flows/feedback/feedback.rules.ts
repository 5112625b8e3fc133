import type { FeedbackFormField } from '../../validation/feedback'
import { feedbackQuestionTypes, feedbackSchema } from '../../validation/feedback'
import { validateForm } from '../../validation/form'
import type { FieldErrors } from '../../validation/issues'
import type { FeedbackContext, FeedbackFields, FeedbackRequestInput } from './feedback.types'

/** The form as it opens: the first question type chosen, nothing typed. */
export const emptyFeedback: FeedbackFields = { questionType: feedbackQuestionTypes[0], content: '' }

export function validateFeedback(fields: FeedbackFields): FieldErrors<FeedbackFormField> {
  const result = validateForm<unknown, FeedbackFormField>(feedbackSchema, fields)
  return result.success ? {} : result.errors
}

/** The call's payload: the text trimmed as validated, the images as data URLs. */
export function feedbackRequest({ fields, images }: FeedbackContext): FeedbackRequestInput {
  return {
    questionType: fields.questionType.trim(),
    content: fields.content.trim(),
    images: images.map((image) => image.dataUrl),
  }
}
