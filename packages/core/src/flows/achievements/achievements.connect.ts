import type { Achievement, AchievementClaim } from '../../api/schemas/achievements'
import {
  type ClaimBoardIntents,
  type ClaimBoardSnapshot,
  type ClaimBoardView,
  connectClaimBoard,
} from '../claim-board/claim-board.connect'
import type { ClaimBoardEvent } from '../claim-board/claim-board.types'
import type { Send } from '../shared/intents'

export interface AchievementView extends Achievement {
  canClaim: boolean
  claiming: boolean
}

export interface AchievementsView extends ClaimBoardView<readonly Achievement[], AchievementClaim> {
  achievements: readonly AchievementView[]
}

/** The achievements' snapshot → their section; a claim is `claim(achievementId)`. Pure. */
export function connectAchievements(
  snapshot: ClaimBoardSnapshot | undefined,
  send?: Send<ClaimBoardEvent>,
): AchievementsView & ClaimBoardIntents {
  return connectClaimBoard(
    snapshot,
    send,
    (view: ClaimBoardView<readonly Achievement[], AchievementClaim>) => ({
      achievements: (view.board ?? []).map((achievement) => ({
        ...achievement,
        canClaim: view.claimable.includes(achievement.achievementId),
        claiming: view.claiming === achievement.achievementId,
      })),
    }),
  )
}
