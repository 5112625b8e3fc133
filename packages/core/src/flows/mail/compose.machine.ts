import { assign, setup } from 'xstate'
import type { MailRecipient, OutboxMail } from '../../api/schemas/mail'
import { addImages } from '../../validation/feedback'
import { hasErrors } from '../../validation/issues'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { withField } from '../shared/fields'
import { notProvided } from '../shared/not-provided'
import { emptyCompose, mailRequest, validateCompose, withFirstRecipient } from './compose.rules'
import type { ComposeContext, ComposeEvent, ComposeInput, MailRequest } from './compose.types'

/**
 * Writing to support (issue 32): a new mail to whom the platform allows, or a reply to a mail of the inbox. The
 * feedback form's rules: content of at most 140 characters, up to three png or jpg images under 5 MB, vetted as
 * they are added; the text when the form is sent. One press of Send is one request with a new idempotency key;
 * Retry after a failure sends the same request and key, so a lost answer never sends the mail twice. A failure
 * keeps everything typed; Send again without a change is a Retry.
 */
export const composeMachine = setup({
  types: {
    context: {} as ComposeContext,
    events: {} as ComposeEvent,
    input: {} as ComposeInput,
    children: {} as { loadRecipients: 'loadRecipients'; sendMail: 'sendMail' },
  },
  actors: {
    loadRecipients: notProvided<readonly MailRecipient[]>('loadRecipients'),
    sendMail: notProvided<OutboxMail, MailRequest>('sendMail'),
  },
  actions: {
    assignRecipients: assign(({ context }, recipients: readonly MailRecipient[]) => ({
      recipients,
      fields: withFirstRecipient(context.fields, recipients),
      failure: null,
    })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'compose.change') return {}
      return { ...withField(context, event.field, event.value), request: null }
    }),
    addImages: assign(({ context, event }) => {
      if (event.type !== 'compose.addImages') return {}
      const { images, rejected } = addImages(context.images, event.images)
      return {
        images,
        refused: rejected.map(({ file, issue }) => ({ name: file.name, issue })),
        request: null,
      }
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'compose.removeImage'
        ? { images: context.images.filter((_, index) => index !== event.index), refused: [], request: null }
        : {},
    ),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: validateCompose(context) })),
    newRequest: assign(({ context }) => ({
      request: mailRequest(context),
      fieldErrors: {},
      refused: [],
      failure: null,
    })),
    clearFailure: assign({ failure: null }),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    assignSent: assign((_, sent: OutboxMail) => ({ sent, request: null })),
    clear: assign(({ context }) => ({
      fields: withFirstRecipient(emptyCompose, context.recipients),
      images: [],
      fieldErrors: {},
      refused: [],
      request: null,
      failure: null,
      sent: null,
    })),
  },
  guards: {
    isReply: ({ context }) => context.replyTo !== null,
    hasFieldErrors: ({ context }) => hasErrors(validateCompose(context)),
    hasRequest: ({ context }) => context.request !== null,
    isImage: ({ context }, index: number) => index >= 0 && index < context.images.length,
  },
}).createMachine({
  id: 'compose',
  context: ({ input }) => ({
    replyTo: input.replyTo,
    random: input.random,
    recipients: [],
    fields: emptyCompose,
    images: [],
    fieldErrors: {},
    refused: [],
    request: null,
    failure: null,
    sent: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isReply', target: 'editing' }, { target: 'loadingRecipients' }] },
    loadingRecipients: {
      invoke: {
        id: 'loadRecipients',
        src: 'loadRecipients',
        onDone: {
          target: 'editing',
          actions: { type: 'assignRecipients', params: ({ event }) => event.output },
        },
        onError: {
          target: 'recipientsFailed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    recipientsFailed: { on: { 'compose.retry': { target: 'loadingRecipients', actions: 'clearFailure' } } },
    editing: {
      on: {
        'compose.change': { actions: 'assignField' },
        'compose.addImages': { actions: 'addImages' },
        'compose.removeImage': {
          guard: { type: 'isImage', params: ({ event }) => event.index },
          actions: 'removeImage',
        },
        'compose.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          // Nothing changed since a failed send: the same mail, with the same key.
          { guard: 'hasRequest', target: 'sending', actions: 'clearFailure' },
          { target: 'sending', actions: 'newRequest' },
        ],
        'compose.retry': { guard: 'hasRequest', target: 'sending', actions: 'clearFailure' },
      },
    },
    sending: {
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => context.request as MailRequest,
        onDone: { target: 'sent', actions: { type: 'assignSent', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    sent: { on: { 'compose.reset': { target: 'editing', actions: 'clear' } } },
  },
})
