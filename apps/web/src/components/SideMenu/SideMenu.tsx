import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './SideMenu.module.css'

/**
 * The collapsible side bar (spec §2 "Right side bar"); it sits at the inline end, so on the left in
 * right-to-left languages. `children` are extra `<li>` entries: QR codes, customer service, social links.
 */
export function SideMenu({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  return (
    <aside className={styles.rail} aria-label={t`Quick links`}>
      <button
        type="button"
        className={`${styles.item} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls="side-menu-items"
        aria-label={open ? t`Collapse side bar` : t`Expand side bar`}
        onClick={() => setOpen(!open)}
      >
        <ShellIcon name={open ? 'panelClose' : 'panelOpen'} />
      </button>
      {open && (
        <ul id="side-menu-items" className={styles.items}>
          {children}
          <li>
            <Link to="/down" className={styles.item} aria-label={t`App download`} title={t`App download`}>
              <ShellIcon name="smartphone" />
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              aria-label={t`Back to top`}
              title={t`Back to top`}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <ShellIcon name="arrowUp" />
            </button>
          </li>
        </ul>
      )}
    </aside>
  )
}
