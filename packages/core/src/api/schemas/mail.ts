import * as v from 'valibot'
import { idString, numeric } from './common'

// Writing to support (issue 32): who may be written to, a new mail, a reply, the outbox. The original names the
// calls (original-calls.md §2, "Inbox"), not their fields: every shape here is ours.

/** Who a member may write to: customer service always, the upline agent when the member has one. */
export const mailRecipients = ['customerService', 'upline'] as const
export type MailRecipient = (typeof mailRecipients)[number]

/** Text and images as the feedback form takes them (spec §9): the server checks the same limits. */
const body = {
  content: /* @__PURE__ */ v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(140)),
  /** Up to 3 png or jpg images under 5 MB each, as data URLs. */
  images: /* @__PURE__ */ v.optional(v.pipe(v.array(v.string()), v.maxLength(3))),
  /** One per user action: the same key again answers the same mail and sends nothing twice. */
  idempotencyKey: /* @__PURE__ */ v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
}

export const recipientTypesSchema = /* @__PURE__ */ v.object({
  recipients: v.array(v.picklist(mailRecipients)),
})

export const sendMailRequestSchema = /* @__PURE__ */ v.object({
  recipientType: v.picklist(mailRecipients),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50)),
  ...body,
})

export const replyMailRequestSchema = /* @__PURE__ */ v.object({
  /** The inbox mail answered. */
  mailId: idString,
  ...body,
})

/** A mail the member sent: a new one or a reply. */
export const outboxMailSchema = /* @__PURE__ */ v.object({
  id: idString,
  recipientType: v.picklist(mailRecipients),
  title: v.string(),
  /** Plain text, as typed: never HTML. */
  content: v.string(),
  imageCount: numeric,
  /** ISO 8601. */
  sentAt: v.string(),
  /** The inbox mail this answers; null for a new mail. */
  replyTo: v.nullable(v.string()),
  /** The recipient has written back (the answer is in the inbox). */
  answered: v.boolean(),
})

export const outboxPageSchema = /* @__PURE__ */ v.object({
  content: v.array(outboxMailSchema),
  pageNum: numeric,
  totalPages: numeric,
  totalElements: numeric,
})

export const outboxPageRequestSchema = /* @__PURE__ */ v.object({
  pageNum: numeric,
  pageSize: numeric,
})

export const outboxDeleteRequestSchema = /* @__PURE__ */ v.object({
  ids: v.pipe(v.array(idString), v.minLength(1)),
})

export type OutboxMail = v.InferOutput<typeof outboxMailSchema>
export type OutboxPage = v.InferOutput<typeof outboxPageSchema>
