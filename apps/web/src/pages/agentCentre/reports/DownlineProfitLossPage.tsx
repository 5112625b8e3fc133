import { Trans, useLingui } from '@lingui/react/macro'
import {
  type CsvSpec,
  type TeamProfitLossRow,
  type TeamProfitLossTotals,
  teamProfitLossConfig,
} from '@portal/core'
import { useMemo } from 'react'
import { Button } from '../../../components/Button/Button'
import { Amount } from '../../../components/records/Amount'
import records from '../../../components/records/Records.module.css'
import {
  type Column,
  RecordsScreen,
  type ScreenView,
  type TotalLine,
} from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import styles from '../../../styles/panel.module.css'
import { amountCell, countCell, textCell } from './csvCells'
import { ExportCsvButton } from './ExportCsvButton'

type View = ScreenView<TeamProfitLossRow, TeamProfitLossTotals>

/**
 * Downline profit and loss (palStatementsAgentCopy): each downline's deposits, withdrawals, valid bets and
 * result over the range, one level or all; a sub-agent's account opens its own team (members have none).
 */
export default function DownlineProfitLossPage() {
  const { t } = useLingui()
  const { count } = useRecordFormat()

  const columns = useMemo(
    () =>
      (view: View): Column<TeamProfitLossRow>[] => [
        {
          key: 'account',
          label: t`Account`,
          cell: (row) =>
            row.kind !== 'agent' || view.filters.parent === row.account ? (
              row.account
            ) : (
              <button
                type="button"
                className={records.linkButton}
                onClick={() => view.chooseFilter('parent', row.account)}
                title={t`Show the team under ${row.account}`}
              >
                {row.account}
              </button>
            ),
        },
        { key: 'level', label: t`Level`, numeric: true, cell: (row) => count(row.level) },
        {
          key: 'deposits',
          label: t`Deposits`,
          numeric: true,
          cell: (row) => <Amount value={row.deposits} />,
        },
        {
          key: 'withdrawals',
          label: t`Withdrawals`,
          numeric: true,
          cell: (row) => <Amount value={row.withdrawals} />,
        },
        { key: 'bets', label: t`Valid bets`, numeric: true, cell: (row) => <Amount value={row.bets} /> },
        {
          key: 'profitLoss',
          label: t`Profit/loss`,
          numeric: true,
          cell: (row) => <Amount value={row.profitLoss} signed />,
        },
      ],
    [t, count],
  )
  const totals = useMemo<TotalLine<TeamProfitLossTotals>[]>(
    () => [
      { label: t`Deposits`, value: (totals) => <Amount value={totals.deposits} /> },
      { label: t`Withdrawals`, value: (totals) => <Amount value={totals.withdrawals} /> },
      { label: t`Valid bets`, value: (totals) => <Amount value={totals.bets} /> },
      { label: t`Profit/loss`, value: (totals) => <Amount value={totals.profitLoss} signed /> },
    ],
    [t],
  )
  const csv = useMemo<CsvSpec<TeamProfitLossRow, TeamProfitLossTotals>>(
    () => ({
      name: 'downline-profit-loss',
      columns: [
        { label: t`Account`, cell: (row) => textCell(row.account) },
        { label: t`Level`, cell: (row) => countCell(row.level) },
        { label: t`Deposits`, cell: (row) => amountCell(row.deposits) },
        { label: t`Withdrawals`, cell: (row) => amountCell(row.withdrawals) },
        { label: t`Valid bets`, cell: (row) => amountCell(row.bets) },
        { label: t`Profit/loss`, cell: (row) => amountCell(row.profitLoss) },
      ],
      totals: [
        { label: t`Deposits`, cell: (totals) => amountCell(totals.deposits) },
        { label: t`Withdrawals`, cell: (totals) => amountCell(totals.withdrawals) },
        { label: t`Valid bets`, cell: (totals) => amountCell(totals.bets) },
        { label: t`Profit/loss`, cell: (totals) => amountCell(totals.profitLoss) },
      ],
    }),
    [t],
  )

  return (
    <RecordsScreen
      testId="downline-profit-loss"
      title={<Trans>Downline profit and loss</Trans>}
      config={teamProfitLossConfig}
      columns={columns}
      rowKey={(row) => row.account}
      totals={totals}
      filters={[
        {
          name: 'level',
          label: t`Level`,
          options: [1, 2, 3].map((level) => ({ value: String(level), label: t`Level ${count(level)}` })),
        },
      ]}
      above={(view) =>
        view.filters.parent ? (
          <div className={styles.row}>
            <p className={records.shown}>
              <Trans>Team under {view.filters.parent}</Trans>
            </p>
            <Button size="small" variant="secondary" onClick={() => view.chooseFilter('parent', '')}>
              <Trans>My whole team</Trans>
            </Button>
          </div>
        ) : null
      }
      actions={(view) => <ExportCsvButton view={view} config={teamProfitLossConfig} csv={csv} />}
    />
  )
}
