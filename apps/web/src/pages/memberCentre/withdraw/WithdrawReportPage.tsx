import { Trans, useLingui } from '@lingui/react/macro'
import {
  type WithdrawReportRow,
  type WithdrawReportTotals,
  withdrawOrderStatus,
  withdrawReportConfig,
} from '@portal/core'
import { useMemo } from 'react'
import { Amount } from '../../../components/records/Amount'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { WithdrawStatus } from './RecentWithdrawals'
import styles from './Withdraw.module.css'

/**
 * The withdrawal report (`withdrawReport`, the original's getWithdrawTransactionReport): every withdrawal of the
 * range with what was asked, the fee, where it went and its status; a rejected one says the back office's reason.
 */
export default function WithdrawReportPage() {
  const { t } = useLingui()
  const { time } = useRecordFormat()
  const statusLabel = useMemo(
    () => ({ pending: t`Waiting for payment`, paid: t`Paid`, rejected: t`Rejected` }),
    [t],
  )

  const columns = useMemo<Column<WithdrawReportRow>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
      {
        key: 'orderNo',
        label: t`Order number`,
        cell: (row) => <span className={records.mono}>{row.orderNo}</span>,
      },
      { key: 'destination', label: t`Withdraw to`, cell: (row) => <bdi>{row.destination}</bdi> },
      { key: 'amount', label: t`Amount`, numeric: true, cell: (row) => <Amount value={row.amount} /> },
      { key: 'fee', label: t`Fee`, numeric: true, cell: (row) => <Amount value={row.fee} /> },
      {
        key: 'status',
        label: t`Status`,
        cell: (row) => (
          <span className={styles.reportStatus}>
            <WithdrawStatus status={row.status} />
            {row.status === 'rejected' && row.reason && (
              <span className={styles.reason} data-testid="withdraw-reason">
                {row.reason}
              </span>
            )}
          </span>
        ),
      },
    ],
    [t, time],
  )
  const totals = useMemo<TotalLine<WithdrawReportTotals>[]>(
    () => [
      { label: t`Paid`, value: (totals) => <Amount value={totals.paid} /> },
      { label: t`Waiting for payment`, value: (totals) => <Amount value={totals.waiting} /> },
      { label: t`Fees`, value: (totals) => <Amount value={totals.fees} /> },
    ],
    [t],
  )

  return (
    <RecordsScreen
      testId="withdraw-report"
      title={<Trans>Withdrawal report</Trans>}
      config={withdrawReportConfig}
      columns={columns}
      rowKey={(row) => row.orderNo}
      totals={totals}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          options: withdrawOrderStatus.map((status) => ({ value: status, label: statusLabel[status] })),
        },
      ]}
    />
  )
}
