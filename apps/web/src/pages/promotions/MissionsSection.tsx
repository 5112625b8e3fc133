import { useLingui as useI18n } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MissionsView } from '@portal/core'
import { useSession } from '@portal/react'
import { ButtonLink } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { PageState } from '../../components/PageState/PageState'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './MissionsSection.module.css'
import { useMissions } from './useMissions'

/** The promotions page's missions and leaderboard (spec §2 "mission and leaderboard area"); members only. */
export function MissionsSection() {
  const [session] = useSession()
  return (
    <section className={styles.section} aria-labelledby="missions-title">
      <h2 id="missions-title" className={styles.heading}>
        <Icon name="trophy" size={22} />
        <Trans>Missions</Trans>
      </h2>
      {session.isLogin ? (
        <SignedInMissions />
      ) : (
        <div className={styles.invite}>
          <p>
            <Trans>Log in to track your missions, earn rewards and climb the leaderboard.</Trans>
          </p>
          <ButtonLink to="/login">
            <Trans>Log in</Trans>
          </ButtonLink>
        </div>
      )}
    </section>
  )
}

function SignedInMissions() {
  const { view, retrySummary, retryLeaderboard } = useMissions()
  return <MissionsPanels view={view} onRetrySummary={retrySummary} onRetryLeaderboard={retryLeaderboard} />
}

export function MissionsPanels({
  view,
  onRetrySummary,
  onRetryLeaderboard,
}: {
  view: MissionsView
  onRetrySummary(): void
  onRetryLeaderboard(): void
}) {
  const { t } = useLingui()
  const { i18n } = useI18n()
  const { amount: money } = useFormatters()
  const { summary, leaderboard } = view
  const completed = summary.completed
  const total = summary.total
  const earned = money(summary.rewardEarned)
  const rewardTotal = money(summary.rewardTotal)
  return (
    <div className={styles.panels}>
      <div className={styles.panel} aria-busy={summary.status === 'loading'}>
        <h3 className={styles.panelTitle}>
          <Trans>Your missions</Trans>
        </h3>
        <PageState
          loading={summary.status === 'loading'}
          failed={summary.status === 'failed'}
          reason={<Trans>This could not be loaded.</Trans>}
          onRetry={onRetrySummary}
        />
        {summary.status === 'loaded' && (
          <>
            <dl className={styles.totals}>
              <div>
                <dt>
                  <Trans>Completed</Trans>
                </dt>
                <dd>
                  <Trans>
                    {completed} of {total}
                  </Trans>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Rewards earned</Trans>
                </dt>
                <dd>
                  <Trans>
                    {earned} of {rewardTotal}
                  </Trans>
                </dd>
              </div>
            </dl>
            <ul className={styles.missions}>
              {summary.missions.map((mission) => (
                <li key={mission.missionId} className={styles.mission} data-done={mission.done || undefined}>
                  <div className={styles.missionHead}>
                    <span className={styles.missionTitle}>{mission.title}</span>
                    <span className={styles.reward}>+{money(mission.reward)}</span>
                  </div>
                  <div
                    className={styles.bar}
                    role="progressbar"
                    aria-label={mission.title}
                    aria-valuemin={0}
                    aria-valuemax={mission.target}
                    aria-valuenow={Math.min(mission.progress, mission.target)}
                  >
                    <span style={{ inlineSize: `${mission.percent}%` }} />
                  </div>
                  <span className={styles.progress}>
                    {mission.done ? (
                      <Trans>Done</Trans>
                    ) : (
                      `${i18n.number(mission.progress)} / ${i18n.number(mission.target)}`
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className={styles.panel} aria-busy={leaderboard.status === 'loading'}>
        <h3 className={styles.panelTitle}>
          <Trans>Leaderboard</Trans>
        </h3>
        <PageState
          loading={leaderboard.status === 'loading'}
          failed={leaderboard.status === 'failed'}
          reason={<Trans>This could not be loaded.</Trans>}
          onRetry={onRetryLeaderboard}
        />
        {leaderboard.status === 'loaded' && (
          <table className={styles.board} aria-label={t`Leaderboard`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Rank</Trans>
                </th>
                <th scope="col">
                  <Trans>Account</Trans>
                </th>
                <th scope="col" className={styles.amount}>
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.rows.map((row) => (
                <tr key={`${row.rank}-${row.account}`}>
                  <td>
                    <span className={styles.rank} data-top={row.rank <= 3 ? row.rank : undefined}>
                      {row.rank}
                    </span>
                  </td>
                  <td className={styles.account}>{row.account}</td>
                  <td className={styles.amount}>{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  )
}
