import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import { Modal, ModalText } from '../Modal/Modal'

/** Asks before signing out (spec §4 "Logout"); Escape and the cover mean Cancel. */
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
    <Modal
      open={open}
      icon="logout"
      title={t`Sign out?`}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm}>
            <Trans>Sign out</Trans>
          </Button>
        </>
      }
    >
      <ModalText>
        <Trans>You will need to log in again to play or to see your balance.</Trans>
      </ModalText>
    </Modal>
  )
}
