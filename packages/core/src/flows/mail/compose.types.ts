import type { MailRecipient, OutboxMail } from '../../api/schemas/mail'
import type { RandomSource } from '../../ports'
import type { MailFormField, UploadIssue } from '../../validation'
import type { FieldErrors } from '../../validation/issues'
import type { FeedbackImage } from '../feedback/feedback.types'
import type { FlowFailure } from '../shared/failure'

/** The inbox mail a reply answers: it goes to that mail's sender, under that mail's title. */
export interface ReplyTarget {
  id: string
  title: string
}

export type ComposeFields = Record<MailFormField, string>

export interface ComposeInput {
  /** Null: a new mail to a recipient the platform offers. */
  replyTo: ReplyTarget | null
  random: RandomSource
}

export interface ComposeContext {
  replyTo: ReplyTarget | null
  random: RandomSource
  /** Who may be written to, as the platform answered; empty for a reply (it goes to the mail's sender). */
  recipients: readonly MailRecipient[]
  fields: ComposeFields
  /** Vetted as picked: png or jpg under 5 MB, at most 3 (the feedback form's rules). */
  images: readonly FeedbackImage[]
  fieldErrors: FieldErrors<MailFormField>
  refused: readonly { name: string; issue: UploadIssue }[]
  /** The request of the send in progress or last failed: Retry sends it again with the same key. */
  request: MailRequest | null
  failure: FlowFailure | null
  sent: OutboxMail | null
}

export type ComposeEvent =
  | { type: 'compose.change'; field: MailFormField; value: string }
  | { type: 'compose.addImages'; images: readonly FeedbackImage[] }
  | { type: 'compose.removeImage'; index: number }
  | { type: 'compose.submit' }
  /** The same mail again, with the same key, after a failure. */
  | { type: 'compose.retry' }
  /** After sending: an empty form for another mail. */
  | { type: 'compose.reset' }

/** What the send actor receives: a new mail or a reply, with its idempotency key. */
export type MailRequest =
  | {
      kind: 'new'
      recipientType: MailRecipient
      title: string
      content: string
      images: string[]
      key: string
    }
  | { kind: 'reply'; mailId: string; content: string; images: string[]; key: string }
