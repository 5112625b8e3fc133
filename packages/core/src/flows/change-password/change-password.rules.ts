import { validateForm } from '../../validation/form'
import type { FieldErrors } from '../../validation/issues'
import { type ChangePasswordFormValues, changePasswordSchema } from '../../validation/sign-in-rules'
import type {
  ChangePasswordContext,
  ChangePasswordField,
  ChangePasswordRequestInput,
} from './change-password.types'

/**
 * Spec §5 "Change password", by the shared sign-in rules: old password required unless known from the login;
 * new password required and in password format; confirmation equal. One error per field, as codes.
 */
export function validateChangePassword(context: ChangePasswordContext): FieldErrors<ChangePasswordField> {
  const schema = changePasswordSchema({ oldPasswordKnown: context.knownOldPassword !== null })
  const result = validateForm<ChangePasswordFormValues, ChangePasswordField>(schema, context.fields)
  return result.success ? {} : result.errors
}

/**
 * The call's payload. The new password and its confirmation go trimmed, as the rules judged them; the old one
 * as typed (or as signed in with), since only the server knows what it was.
 */
export function changePasswordRequest(context: ChangePasswordContext): ChangePasswordRequestInput {
  const { oldPassword, newPassword, confirmNewPassword } = context.fields
  return {
    oldPassword: context.knownOldPassword ?? oldPassword,
    newPassword: newPassword.trim(),
    confirmNewPassword: confirmNewPassword.trim(),
  }
}
