import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Icon } from '../Icon/Icon'
import styles from './QuickLinks.module.css'

/**
 * The header's quick deposit and withdraw (spec §2): depositv2 as the primary action, withdraw beside it. On
 * phones each is its icon alone, named for screen readers.
 */
export function QuickLinks() {
  const { t } = useLingui()
  return (
    <>
      <Link to="/member/depositv2" className={styles.quick} aria-label={t`Deposit`} title={t`Deposit`}>
        <Icon name="plus" size={16} />
        <span className={styles.label} aria-hidden="true">
          {t`Deposit`}
        </span>
      </Link>
      <Link
        to="/member/withdraw"
        className={`${styles.quick} ${styles.secondary}`}
        aria-label={t`Withdraw`}
        title={t`Withdraw`}
      >
        <Icon name="wallet" size={16} />
        <span className={styles.label} aria-hidden="true">
          {t`Withdraw`}
        </span>
      </Link>
    </>
  )
}
