import type { FieldErrors } from '../../validation/issues'
import type {
  ChangePasswordContext,
  ChangePasswordField,
  ChangePasswordRequestInput,
} from './change-password.types'

/** "Login password is min to max digits or letters" (spec §5); the lengths, not given, match registration's. */
export const passwordFormat = { min: 6, max: 20 } as const

const passwordPattern = /^[A-Za-z0-9]{6,20}$/

/**
 * Spec §5 "Change password": old password required unless known from the login; new password required and in
 * password format; confirmation required and equal to the new password. One error per field, as codes.
 */
export function validateChangePassword(context: ChangePasswordContext): FieldErrors<ChangePasswordField> {
  const { oldPassword, newPassword, confirmPassword } = context.fields
  const errors: FieldErrors<ChangePasswordField> = {}
  if (context.knownOldPassword === null && oldPassword.trim() === '')
    errors.oldPassword = { code: 'required' }
  if (newPassword.trim() === '') errors.newPassword = { code: 'required' }
  else if (!passwordPattern.test(newPassword)) errors.newPassword = { code: 'password', ...passwordFormat }
  if (confirmPassword.trim() === '') errors.confirmPassword = { code: 'required' }
  else if (confirmPassword !== newPassword) errors.confirmPassword = { code: 'mismatch' }
  return errors
}

export function changePasswordRequest(context: ChangePasswordContext): ChangePasswordRequestInput {
  const { oldPassword, newPassword, confirmPassword } = context.fields
  return {
    oldPassword: context.knownOldPassword ?? oldPassword,
    newPassword,
    confirmNewPassword: confirmPassword,
  }
}
