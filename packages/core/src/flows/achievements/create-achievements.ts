import { achievements, claimAchievementPromo } from '../../api/endpoints'
import type { Achievement, AchievementClaim } from '../../api/schemas/achievements'
import type { Portal } from '../../create-portal'
import { claimBoardActor } from '../claim-board/claim-board.actor'

/**
 * The member's achievements (the reward centre, issue 32): each reached by the member's own play, counted by the
 * platform, and claimed once into the main wallet on the shared claim board.
 */
export function createAchievements(portal: Portal) {
  const { api } = portal.deps
  return claimBoardActor<readonly Achievement[], AchievementClaim>(portal, {
    load: async (signal) => {
      const answer = await api.call(achievements, undefined, { signal })
      return {
        board: answer.achievements,
        claimable: answer.achievements.filter((a) => a.status === 'reached').map((a) => a.achievementId),
      }
    },
    claim: ({ id, key }, signal) =>
      api.call(claimAchievementPromo, { achievementId: id, requestId: key }, { signal }),
  })
}
