import { Trans, useLingui } from '@lingui/react/macro'
import { connectMissionCentre, createMissionCentre, type MilestoneStatus } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import missions from './Missions.module.css'

/** The leaderboard's top rows: below them every member with no score reads 0.00. */
const leaderboardLength = 10

/**
 * Missions (/member/missionLeaderboard, the original's page of that id; issue 32): milestones reached by the
 * member's play, each claimed once into the main wallet; the rules; the leaderboard.
 */
export default function MissionCentrePage() {
  const { t } = useLingui()
  const [view] = useFlow(createMissionCentre, connectMissionCentre)
  const { amount: format } = useFormatters()
  const failureMessage = useMemberFailure()
  const statusText: Record<MilestoneStatus, string> = {
    inProgress: t`In progress`,
    reached: t`Ready to claim`,
    claimed: t`Claimed`,
  }

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>Missions</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Play and deposit to reach each milestone, then claim its reward once.</Trans>
      </p>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your missions could not be loaded.</Trans>}
      />
      {view.claimed && (
        <p className={styles.success} role="status">
          <Trans>{format(view.claimed.amount)} reward added to your main wallet.</Trans>
        </p>
      )}
      {view.claimFailure && (
        <FailureNotice onRetry={view.canRetryClaim ? view.retry : undefined} onDismiss={view.dismiss}>
          {view.claimFailure.code === 'network' ? (
            <Trans>No answer came back. Retry is safe: a reward is never paid twice.</Trans>
          ) : view.claimFailure.code === 'milestone_claimed' ? (
            <Trans>This reward was claimed already.</Trans>
          ) : view.claimFailure.code === 'milestone_not_reached' ? (
            <Trans>This milestone is not reached yet.</Trans>
          ) : (
            failureMessage(view.claimFailure)
          )}
        </FailureNotice>
      )}
      {view.milestones.length > 0 && (
        <ul className={missions.milestones} aria-label={t`Milestones`}>
          {view.milestones.map((milestone) => {
            const progress = `${format(milestone.progress)} / ${format(milestone.target)}`
            return (
              <li
                key={milestone.milestoneId}
                className={missions.milestone}
                data-status={milestone.status}
                data-testid={`milestone-${milestone.milestoneId}`}
              >
                <div className={missions.head}>
                  <h2 className={missions.name}>{milestone.title}</h2>
                  <span className={missions.reward}>+{format(milestone.reward)}</span>
                </div>
                <p className={missions.measure}>
                  {milestone.measure === 'turnover' ? (
                    <Trans>Valid bets {progress}</Trans>
                  ) : (
                    <Trans>Deposits {progress}</Trans>
                  )}
                </p>
                <div
                  className={missions.bar}
                  role="progressbar"
                  aria-label={milestone.title}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={milestone.percent}
                >
                  <span style={{ inlineSize: `${milestone.percent}%` }} />
                </div>
                <div className={missions.foot}>
                  <span className={missions.status} data-status={milestone.status}>
                    {statusText[milestone.status]}
                  </span>
                  {milestone.status === 'reached' && (
                    <Button
                      size="small"
                      onClick={() => view.claim(milestone.milestoneId)}
                      disabled={!milestone.canClaim}
                      aria-busy={milestone.claiming}
                      aria-label={t`Claim ${milestone.title}`}
                    >
                      {milestone.claiming ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
                    </Button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {view.rules.length > 0 && (
        <section className={missions.section} aria-labelledby="mission-rules">
          <h2 id="mission-rules" className={styles.subtitle}>
            <Trans>Rules</Trans>
          </h2>
          <ol className={missions.rules}>
            {view.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      )}
      {view.leaderboard.length > 0 && (
        <section className={missions.section} aria-labelledby="mission-leaderboard">
          <h2 id="mission-leaderboard" className={styles.subtitle}>
            <Trans>Leaderboard</Trans>
          </h2>
          <table className={missions.table} aria-labelledby="mission-leaderboard">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Rank</Trans>
                </th>
                <th scope="col">
                  <Trans>Account</Trans>
                </th>
                <th scope="col" className={missions.number}>
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.leaderboard.slice(0, leaderboardLength).map((row) => (
                <tr key={`${row.rank}-${row.account}`}>
                  <td>
                    <span className={missions.rank} data-top={row.rank <= 3 ? row.rank : undefined}>
                      {row.rank}
                    </span>
                  </td>
                  <td className={missions.account}>{row.account}</td>
                  <td className={missions.number} dir="ltr">
                    {format(row.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}
