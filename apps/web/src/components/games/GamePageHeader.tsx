import { Trans } from '@lingui/react/macro'
import type { Rebate } from '@portal/core'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './GamePageHeader.module.css'

/** The band at the top of a game page: icon, title, a line of copy and the category's rebate (spec §9). */
export function GamePageHeader({
  icon,
  title,
  blurb,
  rebate,
}: {
  icon: IconName
  title: ReactNode
  blurb: ReactNode
  rebate?: Rebate
}) {
  const { percent } = useFormatters()
  return (
    <header className={`hero-surface ${styles.band}`}>
      <span className={styles.icon}>
        <Icon name={icon} size={30} />
      </span>
      <div className={styles.copy}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.blurb}>{blurb}</p>
      </div>
      {rebate && (
        <span className={styles.rebate}>
          <Trans>Rebate</Trans>
          <strong>{rebate.rate === null ? '-' : percent(rebate.rate)}</strong>
        </span>
      )}
    </header>
  )
}
