import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectDepositCancel,
  createDepositCancel,
  type DepositFailure,
  type DepositOrder,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { Modal, ModalText } from '../../../components/Modal/Modal'
import { Spinner } from '../../../components/Spinner/Spinner'
import deposit from './Deposit.module.css'
import styles from './OrderActions.module.css'
import { useDepositText } from './useDepositText'

/** Whether the member may still withdraw the order: member to member, waiting, and no receipt sent yet. */
export const cancellable = (order: DepositOrder, kind: string | undefined) =>
  kind === 'c2c' && order.status === 'processing' && !order.receipt

/**
 * Cancelling a waiting member-to-member order (issue 32): a button, a confirmation, then one request. The order's
 * lists follow by themselves (the flow announces `deposits.changed`); a refusal says why, and after no answer
 * only Retry sends, the same cancel again.
 */
export function CancelC2CDeposit({ order }: { order: DepositOrder }) {
  const { t } = useLingui()
  const text = useDepositText()
  const [view] = useFlow((portal) => createDepositCancel(portal, order.reference), connectDepositCancel, [
    order.reference,
  ])
  const failure = (problem: DepositFailure) => {
    if (problem.code === 'payment_sent')
      return t`Your payment was sent, so the member you paid confirms it; the order can no longer be cancelled`
    if (problem.code === 'order_not_pending') return t`This order is already settled or cancelled`
    if (problem.code === 'order_not_c2c') return t`Only a member-to-member order can be cancelled`
    return text.failure(problem)
  }
  if (view.cancelled)
    return (
      <p className={deposit.hint} role="status" data-testid="order-cancelled">
        <Trans>Order cancelled. Nothing was charged.</Trans>
      </p>
    )
  return (
    <div className={styles.line} data-testid="cancel-c2c">
      {view.canRetry ? (
        <Button variant="secondary" onClick={view.retry}>
          <Trans>Retry cancelling</Trans>
        </Button>
      ) : (
        <Button variant="secondary" onClick={view.ask} disabled={view.cancelling}>
          <Trans>Cancel this order</Trans>
        </Button>
      )}
      {view.failure && (
        <p className={deposit.error} role="alert">
          {failure(view.failure)}
        </p>
      )}
      <Modal
        open={view.confirming || view.cancelling}
        icon="receipt"
        title={<Trans>Cancel this deposit order?</Trans>}
        onClose={view.dismiss}
        busy={view.cancelling}
        actions={
          <>
            <Button variant="secondary" onClick={view.dismiss} disabled={view.cancelling}>
              <Trans>Keep the order</Trans>
            </Button>
            <Button onClick={view.confirm} disabled={view.cancelling}>
              {view.cancelling ? <Spinner size={16} /> : null}
              <Trans>Cancel the order</Trans>
            </Button>
          </>
        }
      >
        <ModalText>
          <Trans>
            Cancel only if you have not paid: the withdrawal it pays goes to another member, and money you
            already sent does not come back by cancelling.
          </Trans>
        </ModalText>
      </Modal>
    </div>
  )
}
