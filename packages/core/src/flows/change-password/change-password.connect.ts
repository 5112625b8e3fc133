import type { SnapshotFrom } from 'xstate'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordEvent, ChangePasswordField, ChangePasswordFields } from './change-password.types'

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>

export interface ChangePasswordView {
  status: 'editing' | 'submitting' | 'changed'
  /** False when the login flow already knows the old password: the view hides that field. */
  asksOldPassword: boolean
  fields: ChangePasswordFields
  fieldErrors: FieldErrors<ChangePasswordField>
  submitting: boolean
  failure: FlowFailure | null
  canSubmit: boolean
}

/** Snapshot → what a change-password form needs. Pure; the known old password never leaves the actor. */
function viewOfChangePassword(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  const { context } = snapshot
  const status = snapshot.matches('editing')
    ? 'editing'
    : snapshot.matches('submitting')
      ? 'submitting'
      : 'changed'
  return {
    status,
    asksOldPassword: context.knownOldPassword === null,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    submitting: status === 'submitting',
    failure: context.failure,
    canSubmit: status === 'editing',
  }
}

/** What a view may ask of the changePassword flow. */
export const changePasswordIntents = /* @__PURE__ */ defineIntents((send: Send<ChangePasswordEvent>) => ({
  change: (field: ChangePasswordField, value: string) =>
    send({ type: 'changePassword.change', field, value }),
  submit: () => send({ type: 'changePassword.submit' }),
}))

export type ChangePasswordIntents = ReturnType<typeof changePasswordIntents>

/** Snapshot → the view-model a changePassword view renders, with its intents bound to the actor's `send`. Pure. */
export const connectChangePassword: Connect<
  ChangePasswordSnapshot,
  ChangePasswordEvent,
  ChangePasswordView & ChangePasswordIntents
> = /* @__PURE__ */ defineConnect(viewOfChangePassword, changePasswordIntents)
