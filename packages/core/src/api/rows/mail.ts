import { endpoint } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import {
  outboxDeleteRequestSchema,
  outboxMailSchema,
  outboxPageRequestSchema,
  outboxPageSchema,
  recipientTypesSchema,
  replyMailRequestSchema,
  sendMailRequestSchema,
} from '../schemas/mail'

// Writing to support (issue 32). Names are the original's (original-calls.md §2, "Inbox"); it gives neither
// paths nor fields, so paths follow the inbox's `/wps/relay/CSP_<name>` and every shape is ours.

export const recipientTypes = endpoint({
  name: 'recipientTypes',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/CSP_getRecipientTypeAvailable',
  auth: true,
  encrypted: false,
  request: noInput,
  response: recipientTypesSchema,
  purpose:
    'Who the member may write to (getRecipientTypeAvailable): customer service, and the upline when there is one (shape ours)',
  pathChosen: true,
})

export const sendMail = endpoint({
  name: 'sendMail',
  method: 'POST',
  path: '/wps/relay/CSP_sendMail',
  auth: true,
  encrypted: false,
  request: sendMailRequestSchema,
  response: outboxMailSchema,
  purpose:
    'Write a new mail (sendMail): a recipient the member may write to, a title, content up to 140 characters, up to 3 png/jpg images under 5 MB; answers it as the outbox keeps it (shape ours)',
  pathChosen: true,
})

export const replyMail = endpoint({
  name: 'replyMail',
  method: 'POST',
  path: '/wps/relay/CSP_replyMail',
  auth: true,
  encrypted: false,
  request: replyMailRequestSchema,
  response: outboxMailSchema,
  purpose:
    "Answer a mail of the member's own inbox (replyMail), to its sender, with the limits of sendMail (shape ours)",
  pathChosen: true,
})

export const outboxMails = endpoint({
  name: 'outboxMails',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/CSP_getOutboxMails',
  auth: true,
  encrypted: false,
  request: outboxPageRequestSchema,
  response: outboxPageSchema,
  purpose: 'A page of the mails the member sent, newest first (getOutboxMails; shape ours)',
  pathChosen: true,
})

export const deleteOutboxMail = endpoint({
  name: 'deleteOutboxMail',
  method: 'POST',
  path: '/wps/relay/CSP_deleteOutboxMail',
  auth: true,
  encrypted: false,
  request: outboxDeleteRequestSchema,
  response: anyValue,
  purpose: "Delete sent mails from the member's outbox (deleteOutboxMail; shape ours)",
  pathChosen: true,
})
