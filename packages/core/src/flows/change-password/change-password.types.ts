import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword'

export type ChangePasswordFields = Record<ChangePasswordField, string>

export interface ChangePasswordInput {
  /**
   * The password the user just signed in with, when the login forced the change (the session holds it).
   * Kept in memory only; the old-password field is then not asked for.
   */
  knownOldPassword?: string | null
}

export interface ChangePasswordContext {
  knownOldPassword: string | null
  fields: ChangePasswordFields
  fieldErrors: FieldErrors<ChangePasswordField>
  failure: FlowFailure | null
}

export type ChangePasswordEvent =
  | { type: 'changePassword.change'; field: ChangePasswordField; value: string }
  | { type: 'changePassword.submit' }

/** What the `changePassword` actor receives: the call's payload (spec §3 "Change password payload"). */
export interface ChangePasswordRequestInput {
  oldPassword: string
  newPassword: string
  confirmNewPassword: string
}
