import { Trans, useLingui } from '@lingui/react/macro'
import { connectEnvelopeInbox, envelopeInboxFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useFormatters } from '../../i18n/useFormatters'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'
import styles from './RedEnvelope.module.css'

/**
 * A red envelope from the platform or the upline, on whatever page the member is on (docs/agent-centre.md: it
 * arrives in real time, so it shows where the member is, like the withdrawal confirmation). Opening credits the
 * share at once and says how much; "Later" puts it off until the next envelope arrives.
 */
export default function RedEnvelopeDialog() {
  const [view] = useSharedFlow(envelopeInboxFlow, connectEnvelopeInbox)
  const { t } = useLingui()
  const money = useFormatters().amount
  const failureMessage = useFailureMessage()
  if (!view.open) return null
  const opened = view.step === 'opened' ? view.opened : null
  const current = view.current
  return (
    <Modal
      open
      icon="gift"
      title={opened ? t`Red envelope opened` : t`A red envelope for you`}
      onClose={opened ? view.close : view.later}
      busy={view.step === 'opening'}
      actions={
        opened ? (
          <Button onClick={view.close}>
            <Trans>OK</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={view.later} disabled={view.step === 'opening'}>
              <Trans>Later</Trans>
            </Button>
            <Button
              onClick={() => current && view.openEnvelope(current.id)}
              disabled={view.step === 'opening'}
            >
              <Trans>Open</Trans>
            </Button>
          </>
        )
      }
    >
      <div className={styles.body} data-testid="red-envelope">
        {opened ? (
          <>
            <p className={styles.amount} dir="ltr" data-testid="red-envelope-amount">
              {money(opened.amount)}
            </p>
            <p>
              <Trans>From {opened.sender}, added to your balance.</Trans>
            </p>
          </>
        ) : current ? (
          <p>
            {current.from === 'platform' ? (
              <Trans>From the platform</Trans>
            ) : (
              <Trans>From {current.sender}</Trans>
            )}
            {view.more > 0 && (
              <>
                {' · '}
                <Trans>{view.more} more after this one</Trans>
              </>
            )}
          </p>
        ) : null}
        {view.failure && (
          <p className={styles.failure} role="alert">
            {failureMessage(view.failure)}
          </p>
        )}
      </div>
    </Modal>
  )
}
