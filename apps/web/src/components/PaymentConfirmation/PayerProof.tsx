import { Trans, useLingui } from '@lingui/react/macro'
import { connectConfirmationDetail, createConfirmationDetail } from '@portal/core'
import { useFlow } from '@portal/react'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useFormatters } from '../../i18n/useFormatters'
import { Button } from '../Button/Button'
import { Spinner } from '../Spinner/Spinner'
import styles from './PayerProof.module.css'
import dialog from './PaymentConfirmation.module.css'

/**
 * The payer's proof of one payment (issue 32, getDepositConfirmationDetail), asked only when the member wants
 * it: the reference the payer's bank gave the transfer and the receipt they sent, to check before answering.
 */
export function PayerProof({ payDetailId }: { payDetailId: string }) {
  const { t } = useLingui()
  const failureMessage = useFailureMessage()
  const { dateTime } = useFormatters()
  const [view] = useFlow(
    (portal) => createConfirmationDetail(portal, payDetailId),
    connectConfirmationDetail,
    [payDetailId],
  )
  const detail = view.detail
  if (!detail)
    return (
      <div className={styles.proof}>
        <Button size="small" variant="secondary" onClick={view.show} disabled={view.status === 'loading'}>
          {view.status === 'loading' ? <Spinner size={16} /> : null}
          <Trans>See the payer’s proof</Trans>
        </Button>
        {view.failure && (
          <p className={dialog.failure} role="alert">
            {failureMessage(view.failure)}
          </p>
        )}
      </div>
    )
  const receipt = detail.receipt
  const sentAt = receipt ? dateTime(receipt.at) : ''
  const count = receipt?.images.length ?? 0
  return (
    <section className={styles.proof} aria-label={t`The payer’s proof`} data-testid="payer-proof">
      <dl className={dialog.transfer}>
        <div>
          <dt>
            <Trans>Payer’s bank reference</Trans>
          </dt>
          <dd dir="ltr">{detail.memberReference ?? '—'}</dd>
        </div>
      </dl>
      {receipt ? (
        <>
          <p className={styles.muted}>
            <Trans>Receipt sent {sentAt}</Trans>
            {receipt.remark ? ` · ${receipt.remark}` : null}
          </p>
          <ul className={styles.images}>
            {receipt.images.map((image, index) => (
              <li key={image}>
                <img src={image} alt={t`Receipt ${index + 1} of ${count}`} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>
          <Trans>The payer sent no receipt.</Trans>
        </p>
      )}
    </section>
  )
}
