import { Trans } from '@lingui/react/macro'
import type { Downline } from '@portal/core'
import styles from './TeamManagement.module.css'

/** A downline's status in colour and in words. */
export function DownlineStatus({ status }: { status: Downline['status'] }) {
  return (
    <span className={styles.status} data-status={status}>
      {status === 'locked' ? <Trans>Locked</Trans> : <Trans>Normal</Trans>}
    </span>
  )
}
