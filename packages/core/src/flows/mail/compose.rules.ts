import type { MailRecipient } from '../../api/schemas/mail'
import { type MailFormField, mailSchema, replySchema, validateForm } from '../../validation'
import type { FieldErrors } from '../../validation/issues'
import { requestKey } from '../transfer/transfer.rules'
import type { ComposeContext, ComposeFields, MailRequest } from './compose.types'

export const emptyCompose: ComposeFields = { recipientType: '', title: '', content: '' }

/** The form's problems: a reply checks only its content; a new mail its recipient, title and content. */
export function validateCompose(context: Pick<ComposeContext, 'replyTo' | 'recipients' | 'fields'>) {
  const result = context.replyTo
    ? validateForm<unknown, MailFormField>(replySchema, context.fields)
    : validateForm<unknown, MailFormField>(mailSchema(context.recipients), context.fields)
  return result.success ? {} : (result.errors as FieldErrors<MailFormField>)
}

/** The first recipient offered is chosen until the member picks another. */
export const withFirstRecipient = (fields: ComposeFields, recipients: readonly MailRecipient[]) =>
  fields.recipientType === '' && recipients[0] ? { ...fields, recipientType: recipients[0] } : fields

/** The call's payload, trimmed as validated, with a new idempotency key: one per press of Send. */
export function mailRequest(context: ComposeContext): MailRequest {
  const { fields, images, replyTo } = context
  const common = {
    content: fields.content.trim(),
    images: images.map((image) => image.dataUrl),
    key: requestKey(context.random),
  }
  return replyTo
    ? { kind: 'reply', mailId: replyTo.id, ...common }
    : {
        kind: 'new',
        recipientType: fields.recipientType as MailRecipient,
        title: fields.title.trim(),
        ...common,
      }
}
