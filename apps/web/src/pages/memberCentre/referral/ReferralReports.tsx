import { Trans } from '@lingui/react/macro'
import { connectReferralReports, createReferralReports, type Money } from '@portal/core'
import { useFlow } from '@portal/react'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'
import referral from './Referral.module.css'
import { ReportTable } from './ReportTable'

/**
 * The referral page's reports (issue 32): the newest invitees with the reward each brought, the last 30 days' ranking
 * of referrers (others masked by the platform, the member's own line marked) and the claim report of the rewards
 * paid and waiting. `amount` shows money as the page does, with the programme's currency symbol.
 */
export function ReferralReports({ amount }: { amount: (value: Money) => string }) {
  const [view] = useFlow(createReferralReports, connectReferralReports)
  const { dateTime, count } = useFormatters()
  const reports = view.data

  if (!reports)
    return (
      <section className={styles.panel} aria-busy={view.status !== 'failed'}>
        <PageState
          loading={view.status !== 'failed'}
          failed={view.status === 'failed'}
          onRetry={view.retry}
          reason={<Trans>Your invitees and rewards could not be loaded.</Trans>}
        />
      </section>
    )

  const { ranking, invites, claims } = reports
  return (
    <>
      <section className={styles.panel} aria-labelledby="referral-invitees">
        <h2 id="referral-invitees" className={styles.subtitle}>
          <Trans>Invited friends</Trans>
        </h2>
        {invites.total === 0 ? (
          <p className={styles.muted}>
            <Trans>No friends have registered with your link yet.</Trans>
          </p>
        ) : (
          <ReportTable
            labelledBy="referral-invitees"
            rows={invites.list}
            rowKey={(invite) => `${invite.account}-${invite.registeredAt}`}
            columns={[
              {
                key: 'account',
                label: <Trans>Account</Trans>,
                cell: (invite) => <bdi>{invite.account}</bdi>,
              },
              {
                key: 'registered',
                label: <Trans>Registered</Trans>,
                cell: (invite) => <time dateTime={invite.registeredAt}>{dateTime(invite.registeredAt)}</time>,
              },
              {
                key: 'deposited',
                label: <Trans>First deposit</Trans>,
                cell: (invite) =>
                  invite.status === 'deposited' ? (
                    <span className={referral.deposited}>
                      <Trans>Yes</Trans>
                    </span>
                  ) : (
                    <Trans>No</Trans>
                  ),
              },
              {
                key: 'reward',
                label: <Trans>Reward</Trans>,
                numeric: true,
                cell: (invite) => amount(invite.reward),
              },
            ]}
          />
        )}
        {view.moreInvites > 0 && (
          <p className={styles.muted}>
            <Trans>And {count(view.moreInvites)} more, not shown.</Trans>
          </p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="referral-ranking" data-testid="referral-ranking">
        <h2 id="referral-ranking" className={styles.subtitle}>
          <Trans>Referral ranking</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>Friends invited in the last 30 days.</Trans>{' '}
          {ranking.mine ? (
            <Trans>Your place: {count(ranking.mine.rank)}.</Trans>
          ) : (
            <Trans>Invite a friend to join the ranking.</Trans>
          )}
        </p>
        <ReportTable
          labelledBy="referral-ranking"
          rows={ranking.ranking}
          rowKey={(row) => String(row.rank)}
          rowProps={(row) => (row.me ? { 'data-me': true, 'aria-current': true } : {})}
          columns={[
            { key: 'rank', label: <Trans>Rank</Trans>, numeric: true, cell: (row) => count(row.rank) },
            { key: 'account', label: <Trans>Account</Trans>, cell: (row) => <bdi>{row.account}</bdi> },
            {
              key: 'friends',
              label: <Trans>Friends</Trans>,
              numeric: true,
              cell: (row) => count(row.invitees),
            },
            { key: 'income', label: <Trans>Income</Trans>, numeric: true, cell: (row) => amount(row.income) },
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="referral-claims" data-testid="referral-claims">
        <h2 id="referral-claims" className={styles.subtitle}>
          <Trans>Claim report</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>
            Paid to you: {amount(claims.paid)}. Waiting for a first deposit: {count(claims.waiting)}.
          </Trans>
        </p>
        {claims.list.length > 0 && (
          <ReportTable
            labelledBy="referral-claims"
            rows={claims.list}
            rowKey={(claim) => claim.claimId}
            rowProps={(claim) => ({ 'data-status': claim.status })}
            columns={[
              { key: 'friend', label: <Trans>Friend</Trans>, cell: (claim) => <bdi>{claim.invitee}</bdi> },
              {
                key: 'deposit',
                label: <Trans>First deposit</Trans>,
                numeric: true,
                cell: (claim) => (claim.firstDeposit ? amount(claim.firstDeposit) : '-'),
              },
              {
                key: 'reward',
                label: <Trans>Reward</Trans>,
                numeric: true,
                cell: (claim) => amount(claim.amount),
              },
              {
                key: 'status',
                label: <Trans>Status</Trans>,
                cell: (claim) =>
                  claim.paidAt ? (
                    <Trans>
                      Paid <time dateTime={claim.paidAt}>{dateTime(claim.paidAt)}</time>
                    </Trans>
                  ) : (
                    <Trans>Waiting</Trans>
                  ),
              },
            ]}
          />
        )}
      </section>
    </>
  )
}
