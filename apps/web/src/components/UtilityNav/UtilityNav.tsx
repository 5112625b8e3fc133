import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ShellIcon, type ShellIconName } from '../Icon/ShellIcon'
import styles from './UtilityNav.module.css'

/** The header's fixed links (spec §2 Header, utility nav), after the customer-service entry. */
const links: readonly { to: string; icon: ShellIconName; label: MessageDescriptor }[] = [
  { to: '/promotions', icon: 'gift', label: msg`Promotions` },
  { to: '/join', icon: 'users', label: msg`Join us` },
  { to: '/sponsor1', icon: 'trophy', label: msg`Sponsor` },
  { to: '/down', icon: 'download', label: msg`App download` },
]

/** `customerService`: the customer-service entry with its messaging channels, filled by that feature. */
export function UtilityNav({ customerService }: { customerService?: ReactNode }) {
  const { _ } = useLingui()
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <p className={styles.tagline}>
          <span className={styles.adult} dir="ltr">
            18+
          </span>
          <Trans>Play responsibly. Fast deposits, instant withdrawals.</Trans>
        </p>
        <nav aria-label={_(msg`Utility`)}>
          <ul className={styles.links}>
            {customerService && <li>{customerService}</li>}
            {links.map(({ to, icon, label }) => (
              <li key={to}>
                <Link to={to} className={styles.link} title={_(label)}>
                  <ShellIcon name={icon} size={16} />
                  <span className={styles.label}>{_(label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
