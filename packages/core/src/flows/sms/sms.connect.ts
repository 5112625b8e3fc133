import type { SnapshotFrom } from 'xstate'
import type { ValidationIssue } from '../../validation/issues'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { smsMachine } from './sms.machine'
import type { SmsEvent, SmsFailure, SmsRequest } from './sms.types'

export type SmsSnapshot = SnapshotFrom<typeof smsMachine>

export interface SmsView {
  /** The button is enabled: no send in flight and no countdown running. */
  canSend: boolean
  /** The countdown the disabled button shows; 0 when enabled. */
  secondsLeft: number
  sending: boolean
  /** Why the last send failed (show `serverMessage` when present); null after a success or `sms.dismiss`. */
  failure: SmsFailure | null
  /** Why the last click did not send: the number is empty (`required`) or invalid (`mobile`). */
  issue: ValidationIssue | null
}

/** Snapshot → what the SMS button needs. Pure, so any front end can use it. */
function viewOfSms(snapshot: SmsSnapshot | undefined): SmsView {
  if (!snapshot) return { canSend: false, secondsLeft: 0, sending: false, failure: null, issue: null }
  const { context } = snapshot
  return {
    canSend: snapshot.matches('ready'),
    secondsLeft: context.secondsLeft,
    sending: snapshot.matches('sending'),
    failure: context.failure,
    issue: context.issue,
  }
}

/** What a view may ask of the sms flow. */
export const smsIntents = /* @__PURE__ */ defineIntents((send: Send<SmsEvent>) => ({
  sendCode: (request: SmsRequest) => send({ type: 'sms.send', ...request }),
  dismiss: () => send({ type: 'sms.dismiss' }),
}))

export type SmsIntents = ReturnType<typeof smsIntents>

/** Snapshot → the view-model a sms view renders, with its intents bound to the actor's `send`. Pure. */
export const connectSms: Connect<SmsSnapshot | undefined, SmsEvent, SmsView & SmsIntents> =
  /* @__PURE__ */ defineConnect(viewOfSms, smsIntents)
