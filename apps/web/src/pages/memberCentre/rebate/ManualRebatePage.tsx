import { Trans, useLingui } from '@lingui/react/macro'
import { connectRebate, createRebate, type GameCategory } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { categoryCopy } from '../../../components/games/categoryCopy'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import rebate from './Rebate.module.css'

const isCategory = (code: string): code is GameCategory => Object.hasOwn(categoryCopy, code)

/**
 * Manual rebate (/member/manualRebate): valid bets since the last rebate per game category, the §9 rate and
 * what it pays; one claim of all of it into the main wallet.
 */
export default function ManualRebatePage() {
  const { t, i18n } = useLingui()
  const [view] = useFlow(createRebate, connectRebate)
  const { amount: format, percent, dateTime } = useFormatters()
  const failureMessage = useMemberFailure()
  const total = format(view.total)

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>Manual rebate</Trans>
      </h1>
      <p className={styles.muted}>
        {view.since ? (
          <Trans>
            Valid bets since your last rebate ({dateTime(view.since)}) earn a rebate at each game type's rate.
          </Trans>
        ) : (
          <Trans>Valid bets earn a rebate at each game type's rate.</Trans>
        )}
      </p>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your rebate could not be loaded.</Trans>}
      />
      {view.claimed && (
        <p className={styles.success} role="status">
          <Trans>{format(view.claimed.amount)} rebate added to your main wallet.</Trans>
        </p>
      )}
      {view.rows.length > 0 && (
        <table
          className={rebate.table}
          aria-label={t`Rebate by game type`}
          aria-busy={view.status === 'loading'}
        >
          <thead>
            <tr>
              <th scope="col">
                <Trans>Game type</Trans>
              </th>
              <th scope="col" className={rebate.number}>
                <Trans>Valid bets</Trans>
              </th>
              <th scope="col" className={rebate.number}>
                <Trans>Rate</Trans>
              </th>
              <th scope="col" className={rebate.number}>
                <Trans>Rebate</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.gameCategory} data-testid={`rebate-${row.gameCategory}`}>
                <th scope="row">
                  {isCategory(row.gameCategory)
                    ? i18n._(categoryCopy[row.gameCategory].label)
                    : row.gameCategory}
                </th>
                <td className={rebate.number} dir="ltr">
                  {format(row.validBet)}
                </td>
                <td className={rebate.number} dir="ltr">
                  {row.rate === null ? '-' : percent(row.rate)}
                </td>
                <td className={rebate.number} dir="ltr">
                  {format(row.rebate)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                <Trans>Total</Trans>
              </th>
              <td className={rebate.number} dir="ltr" data-testid="rebate-total">
                {total}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {view.claimFailure && (
        <div className={styles.row} role="alert">
          <p className={styles.failure}>
            {view.claimFailure.code === 'network' ? (
              <Trans>No answer came back. Retry is safe: the rebate is never paid twice.</Trans>
            ) : view.claimFailure.code === 'nothing_to_claim' ? (
              <Trans>There is no rebate to claim yet.</Trans>
            ) : (
              failureMessage(view.claimFailure)
            )}
          </p>
          {view.canRetryClaim && (
            <Button size="small" onClick={view.retry}>
              <Trans>Retry</Trans>
            </Button>
          )}
          <Button size="small" variant="secondary" onClick={view.dismiss}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
      {view.status === 'ready' && (
        <div className={styles.row}>
          <Button onClick={view.claim} disabled={!view.canClaim} aria-busy={view.claiming}>
            {view.claiming ? <Trans>Claiming…</Trans> : <Trans>Claim {total}</Trans>}
          </Button>
        </div>
      )}
    </div>
  )
}
