import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { Link } from 'wouter'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './MainNav.module.css'
import { MoreMenu } from './MoreMenu'
import { useOverflowItems } from './useOverflowItems'

/**
 * The game navigation. Home is always first (spec §2 Header); `categories` are the `<li>` entries built from
 * the server's vendor categories by the navigation feature. Entries that do not fit go into a "More" menu.
 */
export function MainNav({ categories }: { categories?: ReactNode }) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  const overflow = useOverflowItems(list)
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
      <MoreMenu items={overflow} />
    </nav>
  )
}
