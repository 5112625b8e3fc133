import * as v from 'valibot'
import { feedbackLimits } from './feedback'
import { type FieldCheck, type FormSchema, textField } from './form'

/** A mail to support: the feedback form's limits (spec §9) for its text and images, and a short title. */
export const mailLimits = {
  titleMax: 50,
  contentMax: feedbackLimits.contentMax,
  imagesMax: feedbackLimits.imagesMax,
} as const

export type MailFormField = 'recipientType' | 'title' | 'content'

export interface MailFormValues {
  recipientType: string
  title: string
  content: string
}

const atMost =
  (max: number): FieldCheck =>
  (value) =>
    value.length > max ? { code: 'tooLong', max } : null

/**
 * A new mail: a recipient the platform offers, a title of at most 50 characters and content of at most 140
 * (both required once trimmed). A reply goes to the answered mail's sender under its title, so it checks only the
 * content (`replySchema`).
 */
export function mailSchema(recipients: readonly string[]): FormSchema<MailFormValues> {
  return v.object({
    recipientType: textField(true, (value) => (recipients.includes(value) ? null : { code: 'required' })),
    title: textField(true, atMost(mailLimits.titleMax)),
    content: textField(true, atMost(mailLimits.contentMax)),
  }) as FormSchema<MailFormValues>
}

export const replySchema = /* @__PURE__ */ v.object({
  content: textField(true, atMost(mailLimits.contentMax)),
}) as FormSchema<Pick<MailFormValues, 'content'>>
