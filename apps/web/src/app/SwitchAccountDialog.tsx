import { Trans, useLingui } from '@lingui/react/macro'
import type { SessionIntents, SessionView } from '@portal/core'
import { Button } from '../components/Button/Button'
import { Modal, ModalText } from '../components/Modal/Modal'

/**
 * A link carried another account's token while a member is signed in (issue 12): the core holds it back and
 * asks; nothing changes unless the member confirms. Escape and the cover keep the current account.
 */
export default function SwitchAccountDialog({
  view,
}: {
  view: Pick<SessionView, 'switchOffered' | 'account'> &
    Pick<SessionIntents, 'confirmSwitch' | 'declineSwitch'>
}) {
  const { t } = useLingui()
  const account = view.account ?? ''
  return (
    <Modal
      open={view.switchOffered}
      icon="user"
      title={t`Switch accounts?`}
      onClose={view.declineSwitch}
      actions={
        <>
          <Button variant="secondary" onClick={view.declineSwitch}>
            <Trans>Stay signed in as {account}</Trans>
          </Button>
          <Button onClick={view.confirmSwitch}>
            <Trans>Switch accounts</Trans>
          </Button>
        </>
      }
    >
      <ModalText>
        <Trans>
          The link you opened signs in with another account. You are signed in as {account}. Switching signs{' '}
          {account} out on this tab.
        </Trans>
      </ModalText>
    </Modal>
  )
}
