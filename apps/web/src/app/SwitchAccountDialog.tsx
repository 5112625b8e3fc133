import { Trans, useLingui } from '@lingui/react/macro'
import type { SessionIntents, SessionView } from '@portal/core'
import { Button } from '../components/Button/Button'
import { Modal, ModalText } from '../components/Modal/Modal'

/**
 * A link carried an account's token (issue 31): the core asked the platform whose it is without using it, and
 * asks the visitor before anything changes. Escape and the cover keep things as they were: a member stays
 * signed in as themselves, a visitor stays a visitor.
 */
export default function SwitchAccountDialog({
  view,
}: {
  view: Pick<SessionView, 'switchOffered' | 'account' | 'offeredAccount'> &
    Pick<SessionIntents, 'confirmSwitch' | 'declineSwitch'>
}) {
  const { t } = useLingui()
  const offered = view.offeredAccount ?? ''
  const account = view.account
  return (
    <Modal
      open={view.switchOffered}
      icon="user"
      title={account ? t`Switch accounts?` : t`Continue as ${offered}?`}
      onClose={view.declineSwitch}
      actions={
        <>
          <Button variant="secondary" onClick={view.declineSwitch}>
            {account ? <Trans>Stay signed in as {account}</Trans> : <Trans>Not now</Trans>}
          </Button>
          <Button onClick={view.confirmSwitch}>
            <Trans>Continue as {offered}</Trans>
          </Button>
        </>
      }
    >
      <ModalText>
        {account ? (
          <Trans>
            The link you opened signs in as {offered}. You are signed in as {account}. Continuing signs{' '}
            {account} out on this tab.
          </Trans>
        ) : (
          <Trans>The link you opened signs in as {offered}. Continue only if this is your account.</Trans>
        )}
      </ModalText>
    </Modal>
  )
}
