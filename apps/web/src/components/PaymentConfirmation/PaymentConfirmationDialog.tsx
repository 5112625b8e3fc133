import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ConfirmationIntents,
  type ConfirmationView,
  connectPaymentConfirmation,
  feedbackLimits,
  type PaymentConfirmation,
  paymentConfirmationFlow,
} from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useFormatters } from '../../i18n/useFormatters'
import { Button } from '../Button/Button'
import { ImagePicker } from '../ImagePicker/ImagePicker'
import { Modal } from '../Modal/Modal'
import { PayerProof } from './PayerProof'
import styles from './PaymentConfirmation.module.css'

const proofsMax = feedbackLimits.imagesMax

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * The withdrawal confirmation (spec §4), for whichever page the member is on: a payment another member sent
 * for their withdrawal, to confirm as received, not received (with proof images, previewed before sending) or
 * all received (told first that the rest is then not returned), with the time left before it counts as
 * received by itself.
 */
export default function PaymentConfirmationDialog() {
  const [view] = useSharedFlow(paymentConfirmationFlow, connectPaymentConfirmation)
  const { t } = useLingui()
  if (!view.open || !view.current) return null
  return (
    <Modal
      open
      size="form"
      title={t`Confirm the withdrawal request`}
      onClose={view.later}
      closeOnCover={false}
      busy={view.step === 'sending'}
    >
      <Body view={view} />
    </Modal>
  )
}

function Body({ view }: { view: ConfirmationView & ConfirmationIntents }) {
  const money = useFormatters().amount
  const failureMessage = useFailureMessage()
  const current = view.current
  if (!current) return null
  const left = clock(view.secondsLeft)
  const waiting = view.waiting
  const sending = view.step === 'sending'
  return (
    <div className={styles.body} data-testid="payment-confirmation">
      <dl className={styles.amounts}>
        <div>
          <dt>
            <Trans>Withdrawal amount</Trans>
          </dt>
          <dd>{money(current.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount received</Trans>
          </dt>
          <dd>{money(current.receivedAmount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Remaining amount</Trans>
          </dt>
          <dd>{money(current.remainingAmount)}</dd>
        </div>
      </dl>
      <Transfer payment={current} />
      <PayerProof key={current.payDetailId} payDetailId={current.payDetailId} />
      <p className={styles.muted}>
        <Trans>Order</Trans> <span dir="ltr">{current.orderNo}</span>
        {waiting > 0 && (
          <>
            {' · '}
            <Trans>{waiting} more after this one</Trans>
          </>
        )}
      </p>
      <p className={styles.countdown} role="timer" aria-live="off">
        <Trans>
          If you do not answer within <strong dir="ltr">{left}</strong>, it counts as received.
        </Trans>
      </p>
      {view.failure && (
        <p className={styles.failure} role="alert">
          {failureMessage(view.failure)}
        </p>
      )}
      {view.step === 'proving' ? (
        <Proof view={view} />
      ) : view.step === 'confirmingAll' ? (
        <div className={styles.warning} role="alert">
          <p>
            <Trans>
              All received closes the whole withdrawal as paid. Any amount not received yet is not returned to
              your balance. Confirm only if you received everything.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={view.back}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={view.send}>
              <Trans>Confirm all received</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.actions}>
            <Button onClick={view.received} disabled={sending}>
              <Trans>Received</Trans>
            </Button>
            <Button variant="secondary" onClick={view.notReceived} disabled={sending}>
              <Trans>Not received</Trans>
            </Button>
            <Button variant="secondary" onClick={view.allReceived} disabled={sending}>
              <Trans>All received</Trans>
            </Button>
          </div>
          <ul className={styles.answers}>
            <li>
              <Trans>
                <strong>Received</strong>: this payment arrived; the rest of the withdrawal, if any, keeps
                coming.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Not received</strong>: nothing arrived; send a proof and customer service checks it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>All received</strong>: the whole withdrawal arrived; it closes as paid.
              </Trans>
            </li>
          </ul>
        </>
      )}
    </div>
  )
}

/** What the platform says about the transfer, to check against the bank statement; a detail it did not send is left out. */
function Transfer({ payment }: { payment: PaymentConfirmation }) {
  const { payerName, bankName, cardLast4, reference } = payment
  if (!payerName && !bankName && !reference) return null
  return (
    <dl className={styles.transfer} data-testid="payment-transfer">
      {payerName && (
        <div>
          <dt>
            <Trans>Paid by</Trans>
          </dt>
          <dd>{payerName}</dd>
        </div>
      )}
      {bankName && (
        <div>
          <dt>
            <Trans>Into</Trans>
          </dt>
          <dd>
            {bankName}
            {cardLast4 ? <span dir="ltr"> ···· {cardLast4}</span> : null}
          </dd>
        </div>
      )}
      {reference && (
        <div>
          <dt>
            <Trans>Transfer reference</Trans>
          </dt>
          <dd dir="ltr">{reference}</dd>
        </div>
      )}
    </dl>
  )
}

function Proof({ view }: { view: ConfirmationView & ConfirmationIntents }) {
  return (
    <div className={styles.proof}>
      <ImagePicker
        label={<Trans>Proof that the money did not arrive: png or jpg, under 5 MB each, at most 3</Trans>}
        images={view.proofs}
        canAdd={view.proofs.length < proofsMax}
        refused={view.refused}
        onAdd={view.addProofs}
        onRemove={view.removeProof}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={view.back}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={view.send} disabled={!view.canSendProof}>
          <Trans>Send: not received</Trans>
        </Button>
      </div>
    </div>
  )
}
