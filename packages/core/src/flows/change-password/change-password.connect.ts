import type { SnapshotFrom } from 'xstate'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../login/flow-failure'
import type { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordField, ChangePasswordFields } from './change-password.types'

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
export function connectChangePassword(snapshot: ChangePasswordSnapshot): ChangePasswordView {
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
