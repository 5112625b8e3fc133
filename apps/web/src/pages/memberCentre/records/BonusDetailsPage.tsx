import { Trans, useLingui } from '@lingui/react/macro'
import { type BonusRecord, type BonusTotals, bonusDetailsConfig, bonusTypes } from '@portal/core'
import { useMemo } from 'react'
import { Amount } from '../../../components/records/Amount'
import { entryTypeLabels } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { StatusBadge } from '../../../components/records/StatusBadge'

/** Bonus details (`bonusDetails`): bonuses and rebates credited to the member. */
export default function BonusDetailsPage() {
  const { t, i18n } = useLingui()
  const { time } = useRecordFormat()

  const columns = useMemo<Column<BonusRecord>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
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
  const totals = useMemo<TotalLine<BonusTotals>[]>(
    () => [
      { label: t`Bonus`, value: (totals) => <Amount value={totals.bonus} /> },
      { label: t`Rebate`, value: (totals) => <Amount value={totals.rebate} /> },
    ],
    [t],
  )

  return (
    <RecordsScreen
      testId="bonus-details"
      title={<Trans>Bonus details</Trans>}
      config={bonusDetailsConfig}
      columns={columns}
      rowKey={(row) => row.id}
      totals={totals}
      filters={[
        {
          name: 'bonusType',
          label: t`Type`,
          options: bonusTypes.map((type) => ({ value: type, label: i18n._(entryTypeLabels[type]) })),
        },
      ]}
    />
  )
}
