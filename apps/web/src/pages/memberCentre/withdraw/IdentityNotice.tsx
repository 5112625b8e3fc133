import { Trans } from '@lingui/react/macro'
import type { WithdrawView } from '@portal/core'
import { Link } from 'wouter'
import styles from './Withdraw.module.css'

/**
 * The platform asks for a verified identity before a withdrawal (issue 32): what is missing, and the way to the
 * identity page, in place of a form the platform would refuse.
 */
export function IdentityNotice({ missing }: { missing: NonNullable<WithdrawView['identityMissing']> }) {
  return (
    <p className={styles.notice} role="status" data-testid="withdraw-identity">
      {missing === 'none' && (
        <Trans>Withdrawals need a verified identity: send pictures of your ID first.</Trans>
      )}
      {missing === 'pending' && (
        <Trans>Withdrawals open once the back office approves your ID, which is under review.</Trans>
      )}
      {missing === 'rejected' && (
        <Trans>Withdrawals need a verified identity, and your ID was rejected: send new pictures.</Trans>
      )}{' '}
      <Link to="/member/identity">
        <Trans>Go to identity verification</Trans>
      </Link>
    </p>
  )
}
