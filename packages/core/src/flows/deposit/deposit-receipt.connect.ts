import type { SnapshotFrom } from 'xstate'
import { feedbackLimits } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { ReceiptContext, ReceiptEvent } from './deposit.types'
import { type depositReceiptMachine, receiptRemarkMax } from './deposit-receipt.machine'

export type ReceiptSnapshot = SnapshotFrom<typeof depositReceiptMachine>

export interface ReceiptView
  extends Pick<ReceiptContext, 'images' | 'refused' | 'remark' | 'issue' | 'failure' | 'order'> {
  status: 'editing' | 'sending' | 'sent'
  remarkLength: number
  remarkMax: number
  canAddImages: boolean
  canSend: boolean
}

function viewOfReceipt(snapshot: ReceiptSnapshot | undefined): ReceiptView {
  const context = snapshot?.context
  const status = snapshot?.matches('sent') ? 'sent' : snapshot?.matches('sending') ? 'sending' : 'editing'
  const images = context?.images ?? []
  const remark = context?.remark ?? ''
  return {
    status,
    images,
    refused: context?.refused ?? [],
    remark,
    issue: context?.issue ?? null,
    failure: context?.failure ?? null,
    order: context?.order ?? null,
    remarkLength: remark.length,
    remarkMax: receiptRemarkMax,
    canAddImages: status === 'editing' && images.length < feedbackLimits.imagesMax,
    canSend: status === 'editing',
  }
}

export const receiptIntents = /* @__PURE__ */ defineIntents((send: Send<ReceiptEvent>) => ({
  changeRemark: (value: string) => send({ type: 'receipt.remark', value }),
  addImages: (images: readonly FeedbackImage[]) => send({ type: 'receipt.addImages', images }),
  removeImage: (index: number) => send({ type: 'receipt.removeImage', index }),
  submit: () => send({ type: 'receipt.send' }),
}))

export type ReceiptIntents = ReturnType<typeof receiptIntents>

/** Snapshot → the receipt form's view-model with its intents. Pure; no snapshot reads as an empty form. */
export const connectDepositReceipt: Connect<
  ReceiptSnapshot | undefined,
  ReceiptEvent,
  ReceiptView & ReceiptIntents
> = /* @__PURE__ */ defineConnect(viewOfReceipt, receiptIntents)
