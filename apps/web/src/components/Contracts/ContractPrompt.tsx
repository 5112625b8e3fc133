import { Trans, useLingui } from '@lingui/react/macro'
import { connectContractRequests, contractRequestsFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'
import styles from './Contracts.module.css'
import { kindLabels, periodLabels, refusalLabels } from './labels'
import { TierTable } from './TierTable'

/**
 * The contract component of spec §2/§4, on whichever page the member is: an upline's offer to sign or reject,
 * or a termination the other side asked for, to confirm or refuse. It comes the moment the real-time channel
 * says so; "later" closes it until the next contract event or sign-in.
 */
export default function ContractPrompt() {
  const [view] = useSharedFlow(contractRequestsFlow, connectContractRequests)
  const { t, i18n } = useLingui()
  const failureMessage = useFailureMessage()
  const current = view.current
  if (!view.open || !current) return null
  const busy = view.sending !== null
  const from = current.upline ?? t`the platform`
  const kind = i18n._(kindLabels[current.kind])
  const refusal = view.failure ? refusalLabels[view.failure.code] : undefined
  return (
    <Modal
      open
      size="form"
      title={view.asks === 'offer' ? t`New contract: ${kind}` : t`Contract termination: ${kind}`}
      onClose={view.later}
      closeOnCover={false}
      busy={busy}
    >
      <div className={styles.prompt} data-testid="contract-prompt">
        <p className={styles.lead}>
          {view.asks === 'offer' ? (
            <Trans>
              <strong dir="ltr">{current.upline ?? from}</strong> offers you this contract.
            </Trans>
          ) : (
            <Trans>
              <strong dir="ltr">{current.terminationBy ?? from}</strong> asks to end this contract.
            </Trans>
          )}
        </p>
        {current.kind === 'dividend' && (
          <p className={styles.muted}>
            <Trans>Period: {i18n._(periodLabels[current.period])}</Trans>
          </p>
        )}
        <TierTable kind={current.kind} tiers={current.tiers} />
        {view.waiting > 0 && (
          <p className={styles.muted}>
            <Trans>{view.waiting} more after this one</Trans>
          </p>
        )}
        {view.failure && (
          <p className={styles.failure} role="alert">
            {refusal ? i18n._(refusal) : failureMessage(view.failure)}
          </p>
        )}
        <div className={styles.actions}>
          {view.asks === 'offer' ? (
            <>
              <Button onClick={view.sign} disabled={busy}>
                <Trans>Sign</Trans>
              </Button>
              <Button variant="secondary" onClick={view.reject} disabled={busy}>
                <Trans>Reject</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button onClick={view.confirmTermination} disabled={busy}>
                <Trans>Confirm termination</Trans>
              </Button>
              <Button variant="secondary" onClick={view.reject} disabled={busy}>
                <Trans>Keep the contract</Trans>
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={view.later} disabled={busy}>
            <Trans>Later</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  )
}
