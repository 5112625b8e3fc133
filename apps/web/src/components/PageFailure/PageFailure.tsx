import { Trans } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './PageFailure.module.css'
import { PageLoadError } from './pageLoadError'

/** What the main area shows when its page cannot be downloaded or throws while rendering. */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const isDownload = error instanceof PageLoadError
  return (
    <section className={styles.failure} role="alert">
      <span className={styles.icon}>
        <ShellIcon name={isDownload ? 'wifiOff' : 'zap'} size={28} />
      </span>
      <h1 className={styles.title}>
        {isDownload ? <Trans>This page could not be loaded</Trans> : <Trans>Something went wrong</Trans>}
      </h1>
      <p className={styles.text}>
        {isDownload ? (
          <Trans>Network link is abnormal, please try again</Trans>
        ) : (
          <Trans>An unexpected error stopped this page. Please try again.</Trans>
        )}
      </p>
      <Button onClick={onRetry}>
        <ShellIcon name="refresh" size={18} />
        <Trans>Try again</Trans>
      </Button>
    </section>
  )
}
