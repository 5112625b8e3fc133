import { Trans, useLingui } from '@lingui/react/macro'
import { type BetTotals, type CsvSpec, type TeamBet, teamBetsConfig } from '@portal/core'
import { useMemo } from 'react'
import { useVendorName } from '../../../components/games/useVendorName'
import { Amount } from '../../../components/records/Amount'
import { categoryLabel, categoryOptions } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { amountCell, countCell, textCell } from './csvCells'
import { ExportCsvButton } from './ExportCsvButton'

const served = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** Team betting (personalHistoryCopy for the team): every round of my downlines, by member, category, vendor. */
export default function TeamBetsPage() {
  const { t, i18n } = useLingui()
  const { time, count } = useRecordFormat()
  const vendorName = useVendorName()

  const columns = useMemo<Column<TeamBet>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
      { key: 'account', label: t`Account`, cell: (row) => row.account },
      {
        key: 'game',
        label: t`Game`,
        cell: (row) => `${categoryLabel(i18n, row.gameCategory)} · ${vendorName(row.vendor)}`,
      },
      { key: 'stake', label: t`Stake`, numeric: true, cell: (row) => <Amount value={row.stake} /> },
      { key: 'validBet', label: t`Valid bet`, numeric: true, cell: (row) => <Amount value={row.validBet} /> },
      {
        key: 'winLoss',
        label: t`Win/loss`,
        numeric: true,
        cell: (row) => <Amount value={row.winLoss} signed />,
      },
      { key: 'betId', label: t`Bet ID`, cell: (row) => <span className={records.mono}>{row.betId}</span> },
    ],
    [t, i18n, time, vendorName],
  )
  const totals = useMemo<TotalLine<BetTotals>[]>(
    () => [
      { label: t`Bets`, value: (totals) => count(totals.bets) },
      { label: t`Stake`, value: (totals) => <Amount value={totals.stake} /> },
      { label: t`Valid bet`, value: (totals) => <Amount value={totals.validBet} /> },
      { label: t`Win/loss`, value: (totals) => <Amount value={totals.winLoss} signed /> },
    ],
    [t, count],
  )
  const csv = useMemo<CsvSpec<TeamBet, BetTotals>>(
    () => ({
      name: 'team-betting',
      columns: [
        { label: t`Time`, cell: (row) => textCell(time(row.time)) },
        { label: t`Account`, cell: (row) => textCell(row.account) },
        { label: t`Level`, cell: (row) => countCell(row.level) },
        { label: t`Game category`, cell: (row) => textCell(categoryLabel(i18n, row.gameCategory)) },
        { label: t`Vendor`, cell: (row) => textCell(vendorName(row.vendor)) },
        { label: t`Stake`, cell: (row) => amountCell(row.stake) },
        { label: t`Valid bet`, cell: (row) => amountCell(row.validBet) },
        { label: t`Win/loss`, cell: (row) => amountCell(row.winLoss) },
        { label: t`Bet ID`, cell: (row) => textCell(row.betId) },
      ],
      totals: [
        { label: t`Bets`, cell: (totals) => countCell(totals.bets) },
        { label: t`Stake`, cell: (totals) => amountCell(totals.stake) },
        { label: t`Valid bet`, cell: (totals) => amountCell(totals.validBet) },
        { label: t`Win/loss`, cell: (totals) => amountCell(totals.winLoss) },
      ],
    }),
    [t, i18n, time, vendorName],
  )

  return (
    <RecordsScreen
      testId="team-betting"
      title={<Trans>Team betting</Trans>}
      config={teamBetsConfig}
      columns={columns}
      rowKey={(row) => row.betId}
      totals={totals}
      filters={[
        { name: 'account', label: t`Member`, options: served },
        { name: 'gameCategory', label: t`Game category`, options: categoryOptions(i18n) },
        {
          name: 'vendor',
          label: t`Vendor`,
          options: (values) => values.map((value) => ({ value, label: vendorName(value) })),
        },
      ]}
      actions={(view) => <ExportCsvButton view={view} config={teamBetsConfig} csv={csv} />}
    />
  )
}
