import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  type ContractPayoutRecord,
  type ContractPayoutTotals,
  type CsvSpec,
  type PayoutKind,
  payoutDirections,
  payoutKinds,
  type RecordsConfig,
} from '@portal/core'
import { type ReactNode, useMemo } from 'react'
import { kindLabels } from '../../../components/Contracts/labels'
import { Amount } from '../../../components/records/Amount'
import { statusLabels } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { StatusBadge } from '../../../components/records/StatusBadge'
import { amountCell, textCell } from './csvCells'
import { ExportCsvButton } from './ExportCsvButton'

type Config = RecordsConfig<ContractPayoutRecord, ContractPayoutTotals>

/** The contract kinds and the daily salary by member ratio, which no contract pays but counts as income. */
const payoutKindLabels = { ...kindLabels, mrSalary: msg`Daily salary by member ratio` } satisfies Record<
  PayoutKind,
  unknown
>

/**
 * Contract payouts as a report: my income (all kinds, received) or one kind's record (received and paid). The
 * counterparty is my upline who paid, the downline I paid, or the platform.
 */
export function PayoutsScreen({
  title,
  config,
  filter,
  name,
  testId,
}: {
  title: ReactNode
  config: Config
  /** The one filter offered: the kind (my income) or the direction (a kind's record). */
  filter: 'kind' | 'direction'
  name: string
  testId: string
}) {
  const { t, i18n } = useLingui()
  const { time } = useRecordFormat()
  const directionLabels = useMemo(() => ({ received: t`Received`, paid: t`Paid to downline` }), [t])
  const counterparty = (row: ContractPayoutRecord) => row.counterparty ?? t`Platform`
  const kind = (value: PayoutKind) => i18n._(payoutKindLabels[value])
  // A member-ratio salary is for a UTC day (as its page shows it), not a period starting at a local time.
  const period = (row: ContractPayoutRecord) =>
    row.kind === 'mrSalary' ? row.periodFrom.slice(0, 10) : time(row.periodFrom)

  const columns: Column<ContractPayoutRecord>[] = [
    { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
    { key: 'kind', label: t`Contract`, cell: (row) => kind(row.kind) },
    {
      key: 'period',
      label: t`Period from`,
      cell: (row) => <span className={records.mono}>{period(row)}</span>,
    },
    { key: 'direction', label: t`Direction`, cell: (row) => directionLabels[row.direction] },
    { key: 'counterparty', label: t`From / to`, cell: counterparty },
    { key: 'amount', label: t`Amount`, numeric: true, cell: (row) => <Amount value={row.amount} signed /> },
    { key: 'status', label: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
  ]
  const totals: TotalLine<ContractPayoutTotals>[] = [
    { label: t`Received`, value: (totals) => <Amount value={totals.received} signed /> },
    { label: t`Paid to downlines`, value: (totals) => <Amount value={totals.paid} signed /> },
  ]
  const csv: CsvSpec<ContractPayoutRecord, ContractPayoutTotals> = {
    name,
    columns: [
      { label: t`Time`, cell: (row) => textCell(time(row.time)) },
      { label: t`Contract`, cell: (row) => textCell(kind(row.kind)) },
      { label: t`Period from`, cell: (row) => textCell(period(row)) },
      { label: t`Direction`, cell: (row) => textCell(directionLabels[row.direction]) },
      { label: t`From / to`, cell: (row) => textCell(counterparty(row)) },
      { label: t`Amount`, cell: (row) => amountCell(row.amount) },
      { label: t`Status`, cell: (row) => textCell(i18n._(statusLabels[row.status])) },
    ],
    totals: [
      { label: t`Received`, cell: (totals) => amountCell(totals.received) },
      { label: t`Paid to downlines`, cell: (totals) => amountCell(totals.paid) },
    ],
  }

  return (
    <RecordsScreen
      testId={testId}
      title={title}
      config={config}
      columns={columns}
      rowKey={(row) => row.id}
      totals={filter === 'kind' ? totals.slice(0, 1) : totals}
      filters={[
        filter === 'kind'
          ? {
              name: 'kind',
              label: t`Contract`,
              options: payoutKinds.map((value) => ({ value, label: kind(value) })),
            }
          : {
              name: 'direction',
              label: t`Direction`,
              options: payoutDirections.map((value) => ({ value, label: directionLabels[value] })),
            },
      ]}
      actions={(view) => <ExportCsvButton view={view} config={config} csv={csv} />}
    />
  )
}
