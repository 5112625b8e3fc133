import { Trans } from '@lingui/react/macro'
import {
  type AccountRecord,
  type AccountTotals,
  money,
  type RecordsIntents,
  type RecordsView,
  type WithdrawOrder,
} from '@portal/core'
import { Link } from 'wouter'
import { PageState } from '../../../components/PageState/PageState'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import memberStyles from '../MemberCentre.module.css'
import { memberPageHref } from '../memberPageHref'
import styles from './Withdraw.module.css'

export type RecentView = RecordsView<AccountRecord, AccountTotals> & RecordsIntents

/** A withdrawal entry's ledger status in the withdraw page's words: waiting, paid, or given back. */
export function orderStatusOf(row: AccountRecord): WithdrawOrder['status'] {
  return row.status === 'settled' ? 'paid' : row.status === 'pending' ? 'pending' : 'rejected'
}

export function WithdrawStatus({ status, testId }: { status: WithdrawOrder['status']; testId?: string }) {
  return (
    <span className={`${styles.status} ${styles[status]}`} data-testid={testId}>
      {status === 'pending' ? (
        <Trans>Waiting for payment</Trans>
      ) : status === 'paid' ? (
        <Trans>Paid</Trans>
      ) : (
        <Trans>Rejected</Trans>
      )}
    </span>
  )
}

/**
 * The member's latest withdrawals where they withdraw (issue 37), each with its status as the platform has it
 * now: the list loads again when the back office pays or rejects one, so a payment confirmed as received shows
 * as paid here without a reload. The account record has them all.
 */
export function RecentWithdrawals({ view }: { view: RecentView }) {
  const { amount, dateTime } = useFormatters()
  const failureMessage = useMemberFailure()
  return (
    <section className={styles.recent} aria-labelledby="recent-withdrawals" data-testid="recent-withdrawals">
      <h2 id="recent-withdrawals" className={memberStyles.subtitle}>
        <Trans>Recent withdrawals</Trans>
      </h2>
      {view.status === 'loading' && view.rows.length === 0 && <Spinner size={20} />}
      {view.status === 'empty' && (
        <p className={memberStyles.muted}>
          <Trans>No withdrawals in the last 30 days.</Trans>
        </p>
      )}
      <PageState
        failed={view.status === 'failed'}
        reason={view.failure ? failureMessage(view.failure) : null}
        onRetry={view.retry}
      />
      {view.rows.length > 0 && view.status !== 'failed' && (
        <ul className={styles.recentList} aria-busy={view.status === 'loading'}>
          {view.rows.map((row) => (
            <li key={row.id} className={styles.recentItem} data-testid="recent-withdrawal">
              {/* The record's entry is signed (money out); the page says how much was withdrawn. */}
              <span className={styles.recentAmount}>
                {amount(money(-row.amount.minor, row.amount.exponent))}
              </span>
              <WithdrawStatus status={orderStatusOf(row)} />
              <span className={memberStyles.muted} dir="ltr">
                {row.reference}
              </span>
              <time className={memberStyles.muted} dateTime={row.time}>
                {dateTime(row.time)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.recentLinks}>
        <Link to={memberPageHref('withdrawReport')} className={styles.recentMore}>
          <Trans>Past withdrawals</Trans>
        </Link>
        <Link to={memberPageHref('transactionHistory')} className={styles.recentMore}>
          <Trans>All records</Trans>
        </Link>
      </p>
    </section>
  )
}
