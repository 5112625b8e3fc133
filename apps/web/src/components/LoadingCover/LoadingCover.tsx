import { Trans } from '@lingui/react/macro'
import { Spinner } from '../Spinner/Spinner'
import styles from './LoadingCover.module.css'

/** Covers the main area while a page group downloads (spec §2: hidden again after each navigation). */
export function LoadingCover() {
  return (
    <div className={styles.cover} role="status" aria-busy="true">
      <div className={styles.bar} />
      <Spinner />
      <p>
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
