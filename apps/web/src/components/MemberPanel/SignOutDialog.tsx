import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import styles from './MemberPanel.module.css'

/**
 * Asks before signing out (spec §4 "Logout"). The shared Dialog has a single button, which with Escape and the
 * backdrop means "close": here that is Cancel, and the confirming action sits in the body.
 */
export function SignOutDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean
  onConfirm(): void
  onCancel(): void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} icon="logout" title={t`Sign out?`} confirmLabel={t`Cancel`} onClose={onCancel}>
      <p>
        <Trans>You will need to log in again to play or to see your balance.</Trans>
      </p>
      <Button className={styles.confirmSignOut} variant="secondary" onClick={onConfirm}>
        <Trans>Sign out</Trans>
      </Button>
    </Dialog>
  )
}
