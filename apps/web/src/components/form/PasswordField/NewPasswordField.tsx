import { useLingui } from '@lingui/react/macro'
import { PasswordField } from './PasswordField'

/** The new login password of a reset or a change, named so a password manager offers to save it. */
export function NewPasswordField({
  confirm = false,
  value,
  onValueChange,
  error,
}: {
  /** The second entry that must match the first. */
  confirm?: boolean
  value: string
  onValueChange(value: string): void
  error: string | null | undefined
}) {
  const { t } = useLingui()
  return (
    <PasswordField
      label={confirm ? t`Confirm new password` : t`New password`}
      name={confirm ? 'confirmNewPassword' : 'newPassword'}
      autoComplete="new-password"
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  )
}
