import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from './Button'

interface SubmitOrRetryProps {
  /** The last send's outcome is unknown: the form offers Retry, which sends the same request (same key). */
  canRetry: boolean
  onRetry: () => void
  busy: boolean
  /** The form cannot be sent as it is (besides being busy). */
  blocked?: boolean
  label: ReactNode
  busyLabel: ReactNode
}

/** A money form's last button: Submit, or Retry once an answer was lost, so a second click never sends twice. */
export function SubmitOrRetry({
  canRetry,
  onRetry,
  busy,
  blocked = false,
  label,
  busyLabel,
}: SubmitOrRetryProps) {
  return canRetry ? (
    <Button type="button" onClick={onRetry} disabled={busy}>
      <Trans>Retry</Trans>
    </Button>
  ) : (
    <Button type="submit" disabled={busy || blocked} aria-busy={busy}>
      {busy ? busyLabel : label}
    </Button>
  )
}
