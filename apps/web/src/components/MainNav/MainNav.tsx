import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Icon } from '../Icon/Icon'
import styles from './MainNav.module.css'

/**
 * The game navigation. Home is always first (spec §2 Header); `categories` are the `<li>` entries built from
 * the server's vendor categories by the navigation feature.
 */
export function MainNav({ categories }: { categories?: ReactNode }) {
  const { t } = useLingui()
  return (
    <nav className={styles.nav} aria-label={t`Games`}>
      <ul className={styles.list}>
        <li>
          <Link to="/" className={(active) => [styles.link, active ? styles.active : ''].join(' ')}>
            <Icon name="home" size={16} />
            <Trans>Home</Trans>
          </Link>
        </li>
        {categories}
      </ul>
    </nav>
  )
}
