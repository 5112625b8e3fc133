import { Trans, useLingui } from '@lingui/react/macro'
import type { DepositChannelKind, DepositIntents, DepositOrder, DepositView } from '@portal/core'
import { Fragment, useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import styles from '../MemberCentre.module.css'
import { CancelC2CDeposit, cancellable } from './CancelC2CDeposit'
import deposit from './Deposit.module.css'
import { DepositReceipt } from './DepositReceipt'
import { FoldedOrderActions, OrderActions } from './OrderActions'
import { PayOrder } from './PayOrder'
import { recordTime, useDepositText } from './useDepositText'

/** The order just placed: reference, amount, channel, and its timeline as it moves. */
export function PlacedOrder({ view, order }: { view: DepositView & DepositIntents; order: DepositOrder }) {
  const text = useDepositText()
  const channel = view.channels.find((known) => known.id === order.channelId)
  const reference = order.reference
  const promotion = channel?.promotions?.find((offer) => offer.id === order.promotionId)
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        <Trans>Deposit order placed</Trans>
      </h1>
      <dl className={deposit.details}>
        <div className={deposit.detail}>
          <dt>
            <Trans>Reference</Trans>
          </dt>
          <dd>
            <bdi dir="ltr" data-testid="order-reference">
              {reference}
            </bdi>
          </dd>
        </div>
        <div className={deposit.detail}>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className={deposit.number}>{text.money(order.amount)}</dd>
        </div>
        {channel && (
          <div className={deposit.detail}>
            <dt>
              <Trans>Channel</Trans>
            </dt>
            <dd>
              {text.kind(channel.kind)} · {channel.name}
            </dd>
          </div>
        )}
        {promotion && (
          <div className={deposit.detail}>
            <dt>
              <Trans>Promotion</Trans>
            </dt>
            <dd data-testid="order-promotion">
              {promotion.name}
              <span className={deposit.hint}> · {text.promotion(promotion)}</span>
            </dd>
          </div>
        )}
      </dl>
      {order.status === 'processing' && <PayOrder order={order} channel={channel} />}
      {order.status === 'processing' && (channel?.kind === 'bank' || channel?.kind === 'c2c') && (
        <DepositReceipt order={order} onSent={view.refresh} />
      )}
      {order.status === 'processing' && (
        <OrderActions order={order} takesReference={takesReference(channel?.kind)} />
      )}
      {cancellable(order, channel?.kind) && <CancelC2CDeposit order={order} />}
      <Timeline order={order} />
      {order.status === 'processing' && (
        <p className={deposit.hint}>
          <Trans>Your balance rises as soon as the order is approved; this page follows it by itself.</Trans>
        </p>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={view.again}>
          <Trans>New deposit</Trans>
        </Button>
      </div>
    </section>
  )
}

/** Only money sent from a bank account carries a reference the back office finds on its statement. */
const takesReference = (kind: DepositChannelKind | undefined) => kind === 'bank' || kind === 'c2c'

/** Submitted → processing → approved or rejected (with the reason), each with its time; what is next is dimmed. */
function Timeline({ order }: { order: DepositOrder }) {
  const { t } = useLingui()
  const text = useDepositText()
  const upcoming = order.status === 'processing'
  return (
    <ol className={deposit.timeline} aria-label={t`Order status`} data-testid="order-timeline">
      {order.timeline.map(({ step: name, at, reason }) => (
        <li key={name} className={deposit.step} data-step={name} data-status={order.status}>
          <span className={deposit.dot} aria-hidden="true" />
          <span className={deposit.stepName}>{text.step(name)}</span>
          <time className={deposit.stepTime} dateTime={at}>
            {recordTime(at)}
          </time>
          {reason && (
            <span className={deposit.reason}>
              <Trans>Reason: {reason}</Trans>
            </span>
          )}
        </li>
      ))}
      {upcoming && (
        <li className={deposit.step} data-step="upcoming">
          <span className={deposit.dot} aria-hidden="true" />
          <span className={deposit.stepName}>
            <Trans>Approved or rejected</Trans>
          </span>
        </li>
      )}
    </ol>
  )
}

/** The member's latest orders, newest first: time, reference, amount, status in colour and words. */
export function DepositOrders({ view }: { view: DepositView & DepositIntents }) {
  const { t } = useLingui()
  const text = useDepositText()
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={view.ordersLoading}>
      <div className={deposit.heading}>
        <h2 id={headingId} className={styles.subtitle}>
          <Trans>Recent deposits</Trans>
        </h2>
        <Button
          size="small"
          variant="ghost"
          onClick={view.refresh}
          disabled={view.ordersLoading}
          aria-label={t`Refresh`}
        >
          <Icon name="refresh" size={16} />
        </Button>
      </div>
      {view.ordersFailure && (
        <p className={styles.failure} role="alert">
          {text.failure(view.ordersFailure)}
        </p>
      )}
      {view.orders.length === 0 && !view.ordersLoading && !view.ordersFailure ? (
        <p className={styles.muted}>
          <Trans>No deposits yet.</Trans>
        </p>
      ) : (
        <table className={deposit.table} data-testid="deposit-orders">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Reference</Trans>
              </th>
              <th scope="col" className={deposit.number}>
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.orders.map((order) => {
              const last = order.timeline.at(-1)
              const kind = view.channels.find((known) => known.id === order.channelId)?.kind
              return (
                <Fragment key={order.reference}>
                  <tr>
                    <td className={deposit.time}>{recordTime(order.timeline[0]?.at ?? '')}</td>
                    <td dir="ltr" className={deposit.reference}>
                      {order.reference}
                    </td>
                    <td className={deposit.number}>{text.money(order.amount)}</td>
                    <td>
                      <span className={deposit.status} data-status={order.status}>
                        {text.status(order.status)}
                      </span>
                      {last?.reason && <span className={deposit.reason}>{last.reason}</span>}
                    </td>
                  </tr>
                  {order.status === 'processing' && (
                    <tr>
                      <td colSpan={4}>
                        <FoldedOrderActions order={order} takesReference={takesReference(kind)} />
                        {cancellable(order, kind) && <CancelC2CDeposit order={order} />}
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
