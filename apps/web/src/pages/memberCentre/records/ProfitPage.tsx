import { Trans, useLingui } from '@lingui/react/macro'
import { addMoney, type ProfitRow, type ProfitTotals, personalProfitConfig } from '@portal/core'
import { useMemo } from 'react'
import { Amount } from '../../../components/records/Amount'
import { categoryLabel, categoryOptions } from '../../../components/records/labels'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'

/** Personal P&L (`personalProfit`): the range's bets per game category; bonuses and the result in the totals. */
export default function ProfitPage() {
  const { t, i18n } = useLingui()
  const { count } = useRecordFormat()

  const columns = useMemo<Column<ProfitRow>[]>(
    () => [
      { key: 'category', label: t`Game category`, cell: (row) => categoryLabel(i18n, row.gameCategory) },
      { key: 'bets', label: t`Bets`, numeric: true, cell: (row) => count(row.bets) },
      { key: 'stake', label: t`Stake`, numeric: true, cell: (row) => <Amount value={row.stake} /> },
      { key: 'validBet', label: t`Valid bet`, numeric: true, cell: (row) => <Amount value={row.validBet} /> },
      {
        key: 'winLoss',
        label: t`Win/loss`,
        numeric: true,
        cell: (row) => <Amount value={row.winLoss} signed />,
      },
      { key: 'rebate', label: t`Rebate`, numeric: true, cell: (row) => <Amount value={row.rebate} /> },
    ],
    [t, i18n, count],
  )
  const totals = useMemo<TotalLine<ProfitTotals>[]>(
    () => [
      { label: t`Valid bet`, value: (totals) => <Amount value={totals.validBet} /> },
      { label: t`Win/loss`, value: (totals) => <Amount value={totals.winLoss} signed /> },
      { label: t`Rebate`, value: (totals) => <Amount value={totals.rebate} /> },
      { label: t`Bonus`, value: (totals) => <Amount value={totals.bonus} /> },
      {
        label: t`Profit and loss`,
        value: (totals) => (
          <Amount value={addMoney(addMoney(totals.winLoss, totals.rebate), totals.bonus)} signed />
        ),
      },
    ],
    [t],
  )

  return (
    <RecordsScreen
      testId="personal-profit"
      title={<Trans>Personal P&L</Trans>}
      config={personalProfitConfig}
      columns={columns}
      rowKey={(row) => row.gameCategory}
      totals={totals}
      filters={[{ name: 'gameCategory', label: t`Game category`, options: categoryOptions(i18n) }]}
    />
  )
}
