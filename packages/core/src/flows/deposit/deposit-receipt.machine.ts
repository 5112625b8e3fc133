import { assign, setup } from 'xstate'
import type { DepositOrder, DepositReceiptRequest } from '../../api/schemas/deposit'
import { addImages } from '../../validation/feedback'
import { errorOf } from '../shared/error-of'
import { notProvided } from '../shared/not-provided'
import { depositFailure } from './deposit.rules'
import type { ReceiptContext, ReceiptEvent, ReceiptIssue } from './deposit.types'

/** Spec §9's remark length, counted in UTF-16 code units like the field's `maxlength` and the call's schema. */
export const receiptRemarkMax = 140

/** What keeps the receipt from being sent: no image yet, or a remark past its length. */
export function receiptIssue(context: Pick<ReceiptContext, 'images' | 'remark'>): ReceiptIssue | null {
  if (context.images.length === 0) return { code: 'imagesRequired' }
  if (context.remark.length > receiptRemarkMax) return { code: 'tooLong', max: receiptRemarkMax }
  return null
}

/**
 * The receipt of a bank-transfer deposit (issue 14; docs/flows/deposit.md), a screen flow beside the placed
 * order: up to three png or jpg images under 5 MB, vetted as they are added, and a remark. One request per
 * send; a failure keeps every image and character, and the same button sends it again (the server replaces a
 * receipt, so a repeat after a lost answer changes nothing). Sent, it answers the order with its new step.
 */
export const depositReceiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as { reference: string },
    children: {} as { uploadReceipt: 'uploadReceipt' },
  },
  actors: { uploadReceipt: notProvided<DepositOrder, DepositReceiptRequest>('uploadReceipt') },
  actions: {
    assignRemark: assign((_, value: string) => ({
      remark: value,
      issue: value.length > receiptRemarkMax ? { code: 'tooLong', max: receiptRemarkMax } : null,
    })),
    addImages: assign(({ context }, picked: ReceiptContext['images']) => {
      const { images, rejected } = addImages(context.images, picked)
      const refused = rejected.map(({ file, issue }) => ({ name: file.name, issue }))
      return { images, refused, issue: context.issue?.code === 'imagesRequired' ? null : context.issue }
    }),
    removeImage: assign(({ context }, index: number) => ({
      images: context.images.filter((_, at) => at !== index),
      refused: [],
    })),
    assignIssue: assign(({ context }) => ({ issue: receiptIssue(context) })),
    startAttempt: assign({ failure: null }),
    assignSent: assign((_, order: DepositOrder) => ({ order })),
    assignFailure: assign((_, error: unknown) => ({ failure: depositFailure(error) })),
  },
  guards: {
    hasIssue: ({ context }) => receiptIssue(context) !== null,
    isImage: ({ context }, index: number) => index >= 0 && index < context.images.length,
  },
}).createMachine({
  id: 'depositReceipt',
  context: ({ input }) => ({
    reference: input.reference,
    images: [],
    refused: [],
    remark: '',
    issue: null,
    failure: null,
    order: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'receipt.remark': { actions: { type: 'assignRemark', params: ({ event }) => event.value } },
        'receipt.addImages': { actions: { type: 'addImages', params: ({ event }) => event.images } },
        'receipt.removeImage': {
          guard: { type: 'isImage', params: ({ event }) => event.index },
          actions: { type: 'removeImage', params: ({ event }) => event.index },
        },
        'receipt.send': [
          { guard: 'hasIssue', actions: 'assignIssue' },
          { target: 'sending', actions: 'startAttempt' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'uploadReceipt',
        src: 'uploadReceipt',
        input: ({ context }) => ({
          reference: context.reference,
          images: context.images.map((image) => image.dataUrl),
          remark: context.remark.trim(),
        }),
        onDone: { target: 'sent', actions: { type: 'assignSent', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    sent: { type: 'final' },
  },
})
