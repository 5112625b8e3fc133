import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { Icon } from '../../components/Icon/Icon'
import styles from './AgentCentre.module.css'
import { type AgentPage, agentPageHref } from './agentPages'

/**
 * The agent centre's menu: a side menu on wide screens, a strip that scrolls sideways on phones. Each entry is
 * a link, so every page is deep-linkable.
 */
export function AgentCentreMenu({
  pages,
  current,
  label,
}: {
  pages: readonly AgentPage[]
  current: string | null
  label: string
}) {
  const { _ } = useLingui()
  return (
    <nav className={styles.menu} aria-label={label}>
      <ul className={styles.menuList}>
        {pages.map((page) => (
          <li key={page.id}>
            <Link
              to={agentPageHref(page.id)}
              className={styles.menuLink}
              aria-current={page.id === current ? 'page' : undefined}
            >
              <Icon name={page.icon} size={18} />
              {_(page.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
