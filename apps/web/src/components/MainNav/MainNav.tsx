import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { Link } from 'wouter'
import { settleRank, WhenPageSettled } from '../../platform/pageSettled'
import { ReadyLazy } from '../../platform/readyLazy'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './MainNav.module.css'
import { navOverflow } from './navOverflow'

/**
 * The game navigation. Home is always first (spec §2 Header); `categories` are the `<li>` entries built from
 * the server's vendor categories by the navigation feature. Entries that do not fit go into a "More" menu, which
 * comes with the categories.
 */
export function MainNav({ categories }: { categories?: ReactNode }) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  return (
    <nav className={styles.nav} aria-label={t`Games`}>
      <ul className={styles.list} ref={list}>
        <li>
          <Link to="/" className={(active) => [styles.link, active ? styles.active : ''].join(' ')}>
            <ShellIcon name="home" size={16} />
            <Trans>Home</Trans>
          </Link>
        </li>
        {categories}
      </ul>
      <WhenPageSettled rank={settleRank.header}>
        <ReadyLazy loader={navOverflow} props={{ list }} />
      </WhenPageSettled>
    </nav>
  )
}
