import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Icon } from '../Icon/Icon'
import styles from './QuickDeposit.module.css'

/** The header's quick deposit (spec §2): opens depositv2; on phones the icon alone, named for screen readers. */
export function QuickDeposit() {
  const { t } = useLingui()
  return (
    <Link to="/member/depositv2" className={styles.quick} aria-label={t`Deposit`} title={t`Deposit`}>
      <Icon name="plus" size={16} />
      <span className={styles.label} aria-hidden="true">
        {t`Deposit`}
      </span>
    </Link>
  )
}
