import { claimMissionRewards, missionLeaderboard, missionMilestones, missionRules } from '../../api/endpoints'
import type { MissionClaim } from '../../api/schemas/missions'
import type { Portal } from '../../create-portal'
import { claimBoardActor } from '../claim-board/claim-board.actor'
import type { MissionCentre } from './mission-centre.connect'
import { leaderboardFrom } from './missions.rules'

/**
 * The member's missions page (`/member/missionLeaderboard`, issue 32): the milestones with progress from the
 * member's play, the rules, the leaderboard; a reached milestone is claimed once into the main wallet.
 */
export function createMissionCentre(portal: Portal) {
  const { api } = portal.deps
  return claimBoardActor<MissionCentre, MissionClaim>(portal, {
    load: async (signal) => {
      const [{ milestones }, { rules }, board] = await Promise.all([
        api.call(missionMilestones, undefined, { signal }),
        api.call(missionRules, undefined, { signal }),
        api.call(missionLeaderboard, {}, { signal }),
      ])
      return {
        board: { milestones, rules, leaderboard: leaderboardFrom(board) },
        claimable: milestones.filter((milestone) => milestone.status === 'reached').map((m) => m.milestoneId),
      }
    },
    claim: ({ id, key }, signal) =>
      api.call(claimMissionRewards, { milestoneId: id, requestId: key }, { signal }),
  })
}
