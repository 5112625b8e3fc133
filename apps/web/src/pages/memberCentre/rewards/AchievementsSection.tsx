import { Trans, useLingui } from '@lingui/react/macro'
import { type AchievementStatus, connectAchievements, createAchievements } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { useFormatters } from '../../../i18n/useFormatters'
import missions from '../missions/Missions.module.css'
import { ClaimBoardFrame } from './ClaimBoardFrame'

/**
 * Achievements (issue 32): reached by the member's own bets and deposits, as the platform counts them, each
 * claimed once into the main wallet. The cards are the missions page's.
 */
export function AchievementsSection() {
  const { t } = useLingui()
  const [view] = useFlow(createAchievements, connectAchievements)
  const { amount } = useFormatters()
  const statusText: Record<AchievementStatus, string> = {
    locked: t`Not reached yet`,
    reached: t`Ready to claim`,
    claimed: t`Claimed`,
  }

  return (
    <ClaimBoardFrame
      name="achievements"
      icon="ticket"
      title={<Trans>Achievements</Trans>}
      view={view}
      unloaded={<Trans>Your achievements could not be loaded.</Trans>}
      paid={view.claimed && <Trans>{amount(view.claimed.amount)} reward added to your main wallet.</Trans>}
      said={{
        network: <Trans>No answer came back. Retry is safe: a reward is never paid twice.</Trans>,
        achievement_claimed: <Trans>This reward was claimed already.</Trans>,
        achievement_locked: <Trans>This achievement is not reached yet.</Trans>,
      }}
    >
      {view.achievements.length > 0 && (
        <ul className={missions.milestones} aria-labelledby="achievements-title">
          {view.achievements.map((achievement) => {
            const { progress, target } = achievement
            return (
              <li
                key={achievement.achievementId}
                className={missions.milestone}
                data-status={achievement.status}
                data-testid={`achievement-${achievement.achievementId}`}
              >
                <div className={missions.head}>
                  <h3 className={missions.name}>{achievement.title}</h3>
                  <span className={missions.reward}>+{amount(achievement.reward)}</span>
                </div>
                <p className={missions.measure}>
                  {achievement.counts === 'bets' ? (
                    <Trans>
                      Bets settled {progress} / {target}
                    </Trans>
                  ) : (
                    <Trans>
                      Deposits credited {progress} / {target}
                    </Trans>
                  )}
                </p>
                <div className={missions.foot}>
                  <span className={missions.status} data-status={achievement.status}>
                    {statusText[achievement.status]}
                  </span>
                  {achievement.status === 'reached' && (
                    <Button
                      size="small"
                      onClick={() => view.claim(achievement.achievementId)}
                      disabled={!achievement.canClaim}
                      aria-busy={achievement.claiming}
                      aria-label={t`Claim ${achievement.title}`}
                    >
                      {achievement.claiming ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
                    </Button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ClaimBoardFrame>
  )
}
