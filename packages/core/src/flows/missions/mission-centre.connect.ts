import type { MissionClaim, MissionMilestone } from '../../api/schemas/missions'
import {
  type ClaimBoardIntents,
  type ClaimBoardSnapshot,
  type ClaimBoardView,
  claimBoardIntents,
  viewOfClaimBoard,
} from '../claim-board/claim-board.connect'
import type { ClaimBoardEvent } from '../claim-board/claim-board.types'
import type { Send } from '../shared/intents'
import type { LeaderboardRow } from './missions.rules'

export interface MissionCentre {
  milestones: readonly MissionMilestone[]
  rules: readonly string[]
  leaderboard: readonly LeaderboardRow[]
}

export interface MilestoneView extends MissionMilestone {
  /** Progress towards the target, 0 to 100. */
  percent: number
  canClaim: boolean
  claiming: boolean
}

export interface MissionCentreView extends ClaimBoardView<MissionCentre, MissionClaim> {
  milestones: readonly MilestoneView[]
  rules: readonly string[]
  leaderboard: readonly LeaderboardRow[]
}

/** Whole percent of a target reached, from minor units (no float division of money). */
export function percentOf(progress: bigint, target: bigint): number {
  if (target <= 0n) return 100
  const percent = (progress * 100n) / target
  return Number(percent > 100n ? 100n : percent < 0n ? 0n : percent)
}

/** The mission centre's snapshot → its page. Pure; the app formats the amounts. */
export function connectMissionCentre(
  snapshot: ClaimBoardSnapshot | undefined,
  send?: Send<ClaimBoardEvent>,
): MissionCentreView & ClaimBoardIntents {
  const view = viewOfClaimBoard<MissionCentre, MissionClaim>(snapshot)
  const milestones = (view.board?.milestones ?? []).map((milestone) => ({
    ...milestone,
    percent: percentOf(milestone.progress.minor, milestone.target.minor),
    canClaim: view.claimable.includes(milestone.milestoneId),
    claiming: view.claiming === milestone.milestoneId,
  }))
  return {
    ...view,
    milestones,
    rules: view.board?.rules ?? [],
    leaderboard: view.board?.leaderboard ?? [],
    ...claimBoardIntents(send),
  }
}
