import { Trans, useLingui } from '@lingui/react/macro'
import {
  type AccountTotals,
  accountTypeFilters,
  type CsvSpec,
  subtractMoney,
  type TeamTransaction,
  teamTransactionsConfig,
} from '@portal/core'
import { useMemo } from 'react'
import { Amount } from '../../../components/records/Amount'
import { entryTypeLabels, statusLabels, typeFilterLabels } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { StatusBadge } from '../../../components/records/StatusBadge'
import { amountCell, countCell, textCell } from './csvCells'
import { ExportCsvButton } from './ExportCsvButton'

/** Account details (agentDownlineTransactionDetailsCopy): every movement of my downlines' money. */
export default function TeamTransactionsPage() {
  const { t, i18n } = useLingui()
  const { time } = useRecordFormat()

  const columns = useMemo<Column<TeamTransaction>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
      { key: 'account', label: t`Account`, cell: (row) => row.account },
      { key: 'type', label: t`Type`, cell: (row) => i18n._(entryTypeLabels[row.type]) },
      { key: 'amount', label: t`Amount`, numeric: true, cell: (row) => <Amount value={row.amount} signed /> },
      { key: 'status', label: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
      {
        key: 'reference',
        label: t`Reference`,
        cell: (row) => <span className={records.mono}>{row.reference}</span>,
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
  const csv = useMemo<CsvSpec<TeamTransaction, AccountTotals>>(
    () => ({
      name: 'team-account-details',
      columns: [
        { label: t`Time`, cell: (row) => textCell(time(row.time)) },
        { label: t`Account`, cell: (row) => textCell(row.account) },
        { label: t`Level`, cell: (row) => countCell(row.level) },
        { label: t`Type`, cell: (row) => textCell(i18n._(entryTypeLabels[row.type])) },
        { label: t`Amount`, cell: (row) => amountCell(row.amount) },
        { label: t`Status`, cell: (row) => textCell(i18n._(statusLabels[row.status])) },
        { label: t`Reference`, cell: (row) => textCell(row.reference) },
      ],
      totals: [
        { label: t`Money in`, cell: (totals) => amountCell(totals.credit) },
        { label: t`Money out`, cell: (totals) => amountCell(totals.debit) },
        { label: t`Deposits`, cell: (totals) => amountCell(totals.deposits) },
        { label: t`Withdrawals`, cell: (totals) => amountCell(totals.withdrawals) },
        {
          label: t`Net deposits`,
          cell: (totals) => amountCell(subtractMoney(totals.deposits, totals.withdrawals)),
        },
      ],
    }),
    [t, i18n, time],
  )

  return (
    <RecordsScreen
      testId="team-account-details"
      title={<Trans>Account details</Trans>}
      config={teamTransactionsConfig}
      columns={columns}
      rowKey={(row) => `${row.account}-${row.id}`}
      totals={totals}
      filters={[
        {
          name: 'account',
          label: t`Member`,
          options: (served) => served.map((value) => ({ value, label: value })),
        },
        {
          name: 'transType',
          label: t`Type`,
          options: accountTypeFilters.map((type) => ({ value: type, label: i18n._(typeFilterLabels[type]) })),
        },
      ]}
      actions={(view) => <ExportCsvButton view={view} config={teamTransactionsConfig} csv={csv} />}
    />
  )
}
