import { useLingui } from '@lingui/react/macro'
import { TextField } from './TextField'

/** The account name a member signs in or recovers with: as typed, never capitalised or corrected. */
export function UsernameField({
  value,
  onValueChange,
  error,
}: {
  value: string
  onValueChange(value: string): void
  error: string | null | undefined
}) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Username`}
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  )
}
