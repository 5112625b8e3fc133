import type { SnapshotFrom } from 'xstate'
import { feedbackLimits } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import {
  type ApplicationContext,
  type ApplicationEvent,
  type applicationMachine,
  remarkMax,
} from './application.machine'

export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>

export interface ApplicationView
  extends Pick<ApplicationContext, 'remark' | 'images' | 'refused' | 'remarkError' | 'failure'> {
  status: 'editing' | 'submitting' | 'sent'
  remarkLength: number
  remarkMax: number
  canAddImages: boolean
  canSubmit: boolean
}

function viewOfApplication(snapshot: ApplicationSnapshot | undefined): ApplicationView {
  const context = snapshot?.context
  const status = snapshot?.matches('sent')
    ? 'sent'
    : snapshot?.matches('submitting')
      ? 'submitting'
      : 'editing'
  const remark = context?.remark ?? ''
  const images = context?.images ?? []
  return {
    status,
    remark,
    images,
    refused: context?.refused ?? [],
    remarkError: context?.remarkError ?? null,
    failure: context?.failure ?? null,
    remarkLength: remark.length,
    remarkMax,
    canAddImages: status === 'editing' && images.length < feedbackLimits.imagesMax,
    canSubmit: status === 'editing',
  }
}

export const applicationIntents = /* @__PURE__ */ defineIntents((send: Send<ApplicationEvent>) => ({
  changeRemark: (value: string) => send({ type: 'application.remark', value }),
  addImages: (images: readonly FeedbackImage[]) => send({ type: 'application.addImages', images }),
  removeImage: (index: number) => send({ type: 'application.removeImage', index }),
  submit: () => send({ type: 'application.submit' }),
}))

export type ApplicationIntents = ReturnType<typeof applicationIntents>

/** Snapshot → the application form's view-model with its intents. Pure. */
export const connectApplication: Connect<
  ApplicationSnapshot | undefined,
  ApplicationEvent,
  ApplicationView & ApplicationIntents
> = /* @__PURE__ */ defineConnect(viewOfApplication, applicationIntents)
