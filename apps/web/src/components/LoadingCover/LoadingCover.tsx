import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Spinner } from '../Spinner/Spinner'
import styles from './LoadingCover.module.css'

/** After this long the cover says the page is slow (spec §8 "Slow page"); the download goes on. */
const slowPageMs = 10_000

/** Covers the main area while a page group downloads (spec §2: hidden again after each navigation). */
export function LoadingCover() {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowPageMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={styles.cover} role="status" aria-busy="true">
      <div className={styles.bar} />
      <Spinner />
      <p>
        {slow ? (
          <Trans>Page taking long to open, check your network or contact customer service</Trans>
        ) : (
          <Trans>Loading…</Trans>
        )}
      </p>
    </div>
  )
}
