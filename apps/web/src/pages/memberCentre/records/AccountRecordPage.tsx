import { Trans, useLingui } from '@lingui/react/macro'
import {
  type AccountRecord,
  type AccountTotals,
  accountRecordsConfig,
  accountTypeFilters,
  type RecordsView,
  recordStatuses,
  statementCsv,
  subtractMoney,
} from '@portal/core'
import { useMemo } from 'react'
import { Amount } from '../../../components/records/Amount'
import { CsvExportButton } from '../../../components/records/CsvExportButton'
import { entryTypeLabels, statusLabels, typeFilterLabels } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { StatusBadge } from '../../../components/records/StatusBadge'

/** Account record (`transactionHistory`): every movement of the member's money, with the statement export. */
export default function AccountRecordPage() {
  const { t, i18n } = useLingui()
  const { time } = useRecordFormat()

  const columns = useMemo<Column<AccountRecord>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
      { key: 'type', label: t`Type`, cell: (row) => i18n._(entryTypeLabels[row.type]) },
      { key: 'amount', label: t`Amount`, numeric: true, cell: (row) => <Amount value={row.amount} signed /> },
      {
        key: 'balanceAfter',
        label: t`Balance after`,
        numeric: true,
        cell: (row) => <Amount value={row.balanceAfter} />,
      },
      { key: 'status', label: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
      {
        key: 'reference',
        label: t`Reference`,
        cell: (row) => (
          <span className={records.mono} title={row.remarks ?? undefined}>
            {row.reference}
          </span>
        ),
      },
    ],
    [t, i18n, time],
  )
  const totals = useMemo<TotalLine<AccountTotals>[]>(
    () => [
      { label: t`Money in`, value: (totals) => <Amount value={totals.credit} signed /> },
      { label: t`Money out`, value: (totals) => <Amount value={totals.debit} signed /> },
      {
        label: t`Net deposits`,
        value: (totals) => <Amount value={subtractMoney(totals.deposits, totals.withdrawals)} signed />,
      },
    ],
    [t],
  )

  return (
    <RecordsScreen
      testId="account-record"
      title={<Trans>Account record</Trans>}
      config={accountRecordsConfig}
      columns={columns}
      rowKey={(row) => row.id}
      totals={totals}
      filters={[
        {
          name: 'transType',
          label: t`Type`,
          options: accountTypeFilters.map((type) => ({ value: type, label: i18n._(typeFilterLabels[type]) })),
        },
        {
          name: 'status',
          label: t`Status`,
          options: recordStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) })),
        },
      ]}
      actions={(view) => <ExportButton view={view} />}
    />
  )
}

/** The statement of the range on screen (all types and statuses), as CSV. */
function ExportButton({ view }: { view: RecordsView<AccountRecord, AccountTotals> }) {
  const { t, i18n } = useLingui()
  const { timeZone } = useRecordFormat()

  const labels: Record<string, string> = {
    time: t`Time`,
    type: t`Type`,
    wallet: t`Wallet`,
    amount: t`Amount`,
    balanceAfter: t`Balance after`,
    status: t`Status`,
    reference: t`Reference`,
    remarks: t`Remarks`,
    deposits: t`Deposits`,
    withdrawals: t`Withdrawals`,
    netDeposits: t`Net deposits`,
    main: t`Main wallet`,
  }
  const label = (code: string) => {
    if (code in labels) return labels[code] ?? code
    if (code in entryTypeLabels) return i18n._(entryTypeLabels[code as keyof typeof entryTypeLabels])
    if (code in statusLabels) return i18n._(statusLabels[code as keyof typeof statusLabels])
    return code
  }

  return (
    <CsvExportButton
      source={() => statementCsv(view.range, { timeZone }, label)}
      label={<Trans>Export statement (CSV)</Trans>}
      failed={<Trans>The statement could not be exported.</Trans>}
    />
  )
}
