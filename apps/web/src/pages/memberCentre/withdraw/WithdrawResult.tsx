import { Trans } from '@lingui/react/macro'
import type { WithdrawOrder } from '@portal/core'
import { Button } from '../../../components/Button/Button'
import { useFormatters } from '../../../i18n/useFormatters'
import memberStyles from '../MemberCentre.module.css'
import { WithdrawStatus } from './RecentWithdrawals'
import styles from './Withdraw.module.css'

/** The order as the server made it: number, amount, fee, and its status (as the records have it now) in colour and words. */
export function WithdrawResult({
  order,
  status,
  onAgain,
}: {
  order: WithdrawOrder
  status: WithdrawOrder['status']
  onAgain(): void
}) {
  const { amount: money, dateTime } = useFormatters()
  return (
    <section className={styles.result} aria-labelledby="withdraw-result">
      <h2 id="withdraw-result" className={memberStyles.subtitle}>
        <Trans>Withdrawal submitted</Trans>
      </h2>
      <dl className={styles.limits}>
        <div>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd dir="ltr" data-testid="withdraw-order">
            {order.orderNo}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className={styles.amount}>{money(order.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className={styles.amount}>{money(order.fee)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <WithdrawStatus status={status} testId="withdraw-status" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{dateTime(order.createdAt)}</dd>
        </div>
      </dl>
      <p className={memberStyles.muted}>
        <Trans>
          Another member’s deposit pays your withdrawal. When they send it, you are asked to confirm it.
        </Trans>
      </p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          <Trans>Withdraw again</Trans>
        </Button>
      </div>
    </section>
  )
}
