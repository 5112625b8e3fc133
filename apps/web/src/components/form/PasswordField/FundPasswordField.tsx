import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PasswordField } from './PasswordField'

/**
 * The fund password a payment or a new card asks for: six digits on the numeric keypad, never filled in by the
 * browser, written left to right in every language.
 */
export function FundPasswordField({
  label,
  value,
  onValueChange,
  error,
  disabled,
}: {
  /** "Fund password" unless the form says what it confirms. */
  label?: ReactNode
  value: string
  onValueChange(value: string): void
  error: string | null | undefined
  disabled?: boolean
}) {
  const { t } = useLingui()
  return (
    <PasswordField
      label={label ?? t`Fund password`}
      value={value}
      onValueChange={onValueChange}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      dir="ltr"
      required
      disabled={disabled}
      error={error}
    />
  )
}
