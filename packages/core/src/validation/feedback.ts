import * as v from 'valibot'
import { type FieldCheck, type FormSchema, textField } from './form'

/** Spec §5 and §9: feedback text and its images. */
export const feedbackLimits = {
  /**
   * Characters of feedback text, counted as UTF-16 code units like a textarea's `maxlength` and the contract's
   * request schema, so the counter, the field and the call agree.
   */
  contentMax: 140,
  imagesMax: 3,
  /** "Under 5 MB": strictly less than 5 × 1024 × 1024 bytes. */
  imageMegabytesMax: 5,
  imageTypes: ['image/png', 'image/jpeg'],
} as const

const imageBytesMax = feedbackLimits.imageMegabytesMax * 1024 * 1024

/**
 * The kinds of question a feedback can be about. The spec names the field, not its values: these are codes the
 * app translates, sent as they are (docs/deviations.md).
 */
export const feedbackQuestionTypes = [
  'suggestion',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'other',
] as const

export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number]

/**
 * What is wrong with a picked image, as a code the app translates (spec §8 "upload-limit messages"):
 * `upload.type` not png or jpg; `upload.size` not under `max` megabytes; `upload.count` more than `max` images.
 */
export interface UploadIssue {
  code: 'upload.type' | 'upload.size' | 'upload.count'
  max?: number
}

/** A picked file as the core sees it: a browser `File` has these fields. */
export interface UploadCandidate {
  name: string
  /** MIME type; browsers leave it empty for unknown extensions. */
  type: string
  /** Bytes. */
  size: number
}

const pngOrJpg = /\.(png|jpe?g)$/i

/** png or jpg by MIME type, or by extension when the browser gave no type; then under 5 MB. */
export function imageIssue(file: UploadCandidate): UploadIssue | null {
  const type = file.type.toLowerCase()
  const accepted =
    type === '' ? pngOrJpg.test(file.name) : (feedbackLimits.imageTypes as readonly string[]).includes(type)
  if (!accepted) return { code: 'upload.type' }
  if (!(file.size < imageBytesMax)) return { code: 'upload.size', max: feedbackLimits.imageMegabytesMax }
  return null
}

export interface AddedImages<File extends UploadCandidate> {
  /** The images kept: the earlier ones, then the valid picks while there is room. */
  images: File[]
  /** Each pick left out, with why. */
  rejected: { file: File; issue: UploadIssue }[]
}

/** Adds picked files to the images already attached: invalid ones are refused, and any beyond the third. */
export function addImages<File extends UploadCandidate>(
  current: readonly File[],
  picked: readonly File[],
): AddedImages<File> {
  const images = [...current]
  const rejected: AddedImages<File>['rejected'] = []
  for (const file of picked) {
    const issue =
      imageIssue(file) ??
      (images.length >= feedbackLimits.imagesMax
        ? { code: 'upload.count' as const, max: feedbackLimits.imagesMax }
        : null)
    if (issue) rejected.push({ file, issue })
    else images.push(file)
  }
  return { images, rejected }
}

export type FeedbackFormField = 'questionType' | 'content'

export interface FeedbackFormValues {
  questionType: FeedbackQuestionType
  content: string
}

const contentCheck: FieldCheck = (value) =>
  value.length > feedbackLimits.contentMax ? { code: 'tooLong', max: feedbackLimits.contentMax } : null

const questionTypeCheck: FieldCheck = (value) =>
  (feedbackQuestionTypes as readonly string[]).includes(value) ? null : { code: 'required' }

/**
 * Feedback text (spec §5): a question type from the list, and content, required and at most 140 characters once
 * trimmed. The spec's lower bound is "not shown", so any non-blank text passes.
 */
export const feedbackSchema = /* @__PURE__ */ v.object({
  questionType: textField(true, questionTypeCheck),
  content: textField(true, contentCheck),
}) as FormSchema<FeedbackFormValues>
