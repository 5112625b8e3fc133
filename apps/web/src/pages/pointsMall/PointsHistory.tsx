import { Trans, useLingui } from '@lingui/react/macro'
import type { PointsMallView } from '@portal/core'
import { useState } from 'react'
import { SegmentedTabs, tabId } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './PointsMall.module.css'
import { usePointsText } from './usePointsText'

type Tab = 'records' | 'detail'

/** Redeem records (applying, rejected, passed) and the points detail, newest first. */
export function PointsHistory({ view }: { view: PointsMallView }) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('records')
  const { dateTime } = useFormatters()
  const points = usePointsText()
  const status = {
    applying: t`Applying`,
    rejected: t`Rejected`,
    passed: t`Passed`,
  }
  return (
    <section className={styles.section} aria-label={t`Points history`}>
      <SegmentedTabs
        label={t`Points history`}
        panelId="points-history"
        value={tab}
        onChange={(value) => setTab(value)}
        options={[
          { value: 'records' as const, label: t`Redeem records` },
          { value: 'detail' as const, label: t`Points detail` },
        ]}
      />
      <div
        className={styles.tableWrap}
        id="points-history"
        role="tabpanel"
        aria-labelledby={tabId('points-history', tab)}
      >
        {tab === 'records' ? (
          view.redemptions.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No redemptions yet.</Trans>
            </p>
          ) : (
            <table className={styles.table} data-testid="redeem-records">
              <thead>
                <tr>
                  <th>
                    <Trans>Product</Trans>
                  </th>
                  <th className={styles.number}>
                    <Trans>Quantity</Trans>
                  </th>
                  <th className={styles.number}>
                    <Trans>Points</Trans>
                  </th>
                  <th>
                    <Trans>Status</Trans>
                  </th>
                  <th>
                    <Trans>Applied</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.redemptions.map((record) => (
                  <tr key={record.id}>
                    <td>
                      <bdi>{record.productName}</bdi>
                    </td>
                    <td className={styles.number}>{points(record.quantity)}</td>
                    <td className={styles.number}>{points(record.points)}</td>
                    <td>
                      <span className={styles.status} data-status={record.status}>
                        {status[record.status]}
                      </span>
                    </td>
                    <td>{dateTime(record.appliedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : view.changes.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No points changes yet.</Trans>
          </p>
        ) : (
          <table className={styles.table} data-testid="points-detail">
            <thead>
              <tr>
                <th className={styles.number}>
                  <Trans>Change</Trans>
                </th>
                <th className={styles.number}>
                  <Trans>Balance</Trans>
                </th>
                <th>
                  <Trans>Remarks</Trans>
                </th>
                <th>
                  <Trans>Transaction number</Trans>
                </th>
                <th>
                  <Trans>Time</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.changes.map((change) => (
                <tr key={change.transactionNo}>
                  <td className={styles.number} data-sign={change.change < 0 ? 'minus' : 'plus'}>
                    {change.change > 0 ? '+' : ''}
                    {points(change.change)}
                  </td>
                  <td className={styles.number}>{points(change.balance)}</td>
                  <td>
                    <bdi>{change.remarks}</bdi>
                  </td>
                  <td dir="ltr">{change.transactionNo}</td>
                  <td>{dateTime(change.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}
