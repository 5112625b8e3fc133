import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import styles from './FailureNotice.module.css'

/**
 * What a page says when one of its calls failed: the reason, "Try again" when trying again is safe (a flow says
 * so; a call with effects that may have gone through is not repeated from here), and "Close" when the page
 * works on without it.
 */
export function FailureNotice({
  children,
  onRetry,
  onDismiss,
}: {
  children: ReactNode
  onRetry?: (() => void) | undefined
  onDismiss?: (() => void) | undefined
}) {
  return (
    <div className={styles.notice}>
      <p className={styles.message} role="alert">
        {children}
      </p>
      {onRetry && (
        <Button size="small" variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {onDismiss && (
        <Button size="small" variant="ghost" onClick={onDismiss}>
          <Trans>Close</Trans>
        </Button>
      )}
    </div>
  )
}
