import { Trans, useLingui } from '@lingui/react/macro'
import { type BetRecord, type BetTotals, bettingRecordsConfig } from '@portal/core'
import { useMemo, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { useVendorName } from '../../../components/games/useVendorName'
import { Modal } from '../../../components/Modal/Modal'
import { Amount } from '../../../components/records/Amount'
import { categoryLabel, categoryOptions, entryTypeLabels } from '../../../components/records/labels'
import records from '../../../components/records/Records.module.css'
import { type Column, RecordsScreen, type TotalLine } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'

/** Betting record (`personalHistoryCopy`): the member's rounds, by category and vendor, with each bet's detail. */
export default function BettingRecordPage() {
  const { t, i18n } = useLingui()
  const { time, count } = useRecordFormat()
  const vendorName = useVendorName()
  const [detail, setDetail] = useState<BetRecord | null>(null)

  const columns = useMemo<Column<BetRecord>[]>(
    () => [
      { key: 'time', label: t`Time`, cell: (row) => <span className={records.mono}>{time(row.time)}</span> },
      {
        key: 'game',
        label: t`Game`,
        // The game the member chose first ("Golden Empire"), then where it sits; a platform without names shows
        // the category and vendor alone.
        cell: (row) => (
          <>
            {row.gameName ? <span className={records.gameName}>{row.gameName}</span> : null}
            <span className={row.gameName ? records.gamePlace : undefined}>
              {categoryLabel(i18n, row.gameCategory)} · {vendorName(row.vendor)}
            </span>
          </>
        ),
      },
      { key: 'stake', label: t`Stake`, numeric: true, cell: (row) => <Amount value={row.stake} /> },
      { key: 'validBet', label: t`Valid bet`, numeric: true, cell: (row) => <Amount value={row.validBet} /> },
      {
        key: 'winLoss',
        label: t`Win/loss`,
        numeric: true,
        cell: (row) => <Amount value={row.winLoss} signed />,
      },
      {
        key: 'detail',
        label: t`Bet ID`,
        cell: (row) => (
          <button
            type="button"
            className={`${records.linkButton} ${records.mono}`}
            onClick={() => setDetail(row)}
          >
            {row.betId}
          </button>
        ),
      },
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

  return (
    <>
      <RecordsScreen
        testId="betting-record"
        title={<Trans>Betting record</Trans>}
        config={bettingRecordsConfig}
        columns={columns}
        rowKey={(row) => row.betId}
        totals={totals}
        filters={[
          { name: 'gameCategory', label: t`Game category`, options: categoryOptions(i18n) },
          {
            name: 'vendor',
            label: t`Vendor`,
            options: (served) => served.map((vendor) => ({ value: vendor, label: vendorName(vendor) })),
          },
        ]}
      />
      {detail && <BetDetail bet={detail} onClose={() => setDetail(null)} />}
    </>
  )
}

function BetDetail({ bet, onClose }: { bet: BetRecord; onClose(): void }) {
  const { t, i18n } = useLingui()
  const { time } = useRecordFormat()
  const vendorName = useVendorName()
  return (
    <Modal
      open
      size="form"
      title={t`Bet detail`}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <dl className={records.detail} data-testid="bet-detail">
        <dt>{t`Bet ID`}</dt>
        <dd className={records.mono}>{bet.betId}</dd>
        <dt>{t`Time`}</dt>
        <dd className={records.mono}>{time(bet.time)}</dd>
        <dt>{t`Game`}</dt>
        <dd>
          {bet.gameName ? `${bet.gameName} · ` : ''}
          {categoryLabel(i18n, bet.gameCategory)} · {vendorName(bet.vendor)}
          {bet.gameCode ? ` · ${bet.gameCode}` : ''}
        </dd>
        <dt>{t`Wallet`}</dt>
        <dd>{bet.wallet === 'main' ? t`Main wallet` : bet.wallet}</dd>
        <dt>{t`Stake`}</dt>
        <dd className={records.num}>
          <Amount value={bet.stake} />
        </dd>
        <dt>{t`Valid bet`}</dt>
        <dd className={records.num}>
          <Amount value={bet.validBet} />
        </dd>
        <dt>{t`Payout`}</dt>
        <dd className={records.num}>
          <Amount value={bet.payout} />
        </dd>
        <dt>{t`Win/loss`}</dt>
        <dd className={records.num}>
          <Amount value={bet.winLoss} signed />
        </dd>
      </dl>
      <div className={records.scroller}>
        <table className={records.table}>
          <caption className={records.shown}>{t`Ledger entries`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col" className={records.num}>
                {t`Amount`}
              </th>
              <th scope="col" className={records.num}>
                {t`Balance after`}
              </th>
            </tr>
          </thead>
          <tbody>
            {bet.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t`Time`} className={records.mono}>
                  {time(entry.time)}
                </td>
                <td data-label={t`Type`}>{i18n._(entryTypeLabels[entry.kind])}</td>
                <td data-label={t`Amount`} className={records.num}>
                  <Amount value={entry.amount} signed />
                </td>
                <td data-label={t`Balance after`} className={records.num}>
                  <Amount value={entry.balanceAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  )
}
