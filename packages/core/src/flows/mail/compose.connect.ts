import type { SnapshotFrom } from 'xstate'
import type { MailRecipient, OutboxMail } from '../../api/schemas/mail'
import { type MailFormField, mailLimits, type UploadIssue } from '../../validation'
import type { FieldErrors } from '../../validation/issues'
import type { FeedbackImage } from '../feedback/feedback.types'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { composeMachine } from './compose.machine'
import type { ComposeEvent, ComposeFields, ReplyTarget } from './compose.types'

export type ComposeSnapshot = SnapshotFrom<typeof composeMachine>

export interface ComposeView {
  status: 'loading' | 'loadFailed' | 'editing' | 'sending' | 'sent'
  /** Set for a reply: the mail answered. */
  replyTo: ReplyTarget | null
  /** Codes the app names ("Customer service", "My agent"), in the platform's order. */
  recipients: readonly MailRecipient[]
  fields: ComposeFields
  fieldErrors: FieldErrors<MailFormField>
  titleMax: number
  /** For the counter beside the text: characters typed (trimmed) and the limit. */
  contentLength: number
  contentMax: number
  images: readonly FeedbackImage[]
  canAddImages: boolean
  refused: readonly { name: string; issue: UploadIssue }[]
  /** Why the last send, or the recipients' load, failed; what was typed is kept. */
  failure: FlowFailure | null
  canSubmit: boolean
  /** The mail as the outbox keeps it, once sent. */
  sent: OutboxMail | null
}

const statuses = [
  ['loadingRecipients', 'loading'],
  ['starting', 'loading'],
  ['recipientsFailed', 'loadFailed'],
  ['sending', 'sending'],
  ['sent', 'sent'],
] as const

function viewOfCompose(snapshot: ComposeSnapshot): ComposeView {
  const { context } = snapshot
  const status = statuses.find(([state]) => snapshot.matches(state))?.[1] ?? 'editing'
  return {
    status,
    replyTo: context.replyTo,
    recipients: context.recipients,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    titleMax: mailLimits.titleMax,
    contentLength: context.fields.content.trim().length,
    contentMax: mailLimits.contentMax,
    images: context.images,
    canAddImages: context.images.length < mailLimits.imagesMax && status === 'editing',
    refused: context.refused,
    failure: context.failure,
    canSubmit: status === 'editing',
    sent: context.sent,
  }
}

/** What a view may ask of the compose flow. */
export const composeIntents = /* @__PURE__ */ defineIntents((send: Send<ComposeEvent>) => ({
  change: (field: MailFormField, value: string) => send({ type: 'compose.change', field, value }),
  addImages: (images: readonly FeedbackImage[]) => send({ type: 'compose.addImages', images }),
  removeImage: (index: number) => send({ type: 'compose.removeImage', index }),
  submit: () => send({ type: 'compose.submit' }),
  retry: () => send({ type: 'compose.retry' }),
  reset: () => send({ type: 'compose.reset' }),
}))

export type ComposeIntents = ReturnType<typeof composeIntents>

/** Snapshot → the view-model a mail form renders, with its intents bound to the actor's `send`. Pure. */
export const connectCompose: Connect<ComposeSnapshot, ComposeEvent, ComposeView & ComposeIntents> =
  /* @__PURE__ */ defineConnect(viewOfCompose, composeIntents)
