import {
  connectList,
  connectMissions,
  createMissionLeaderboard,
  createMissionSummary,
  type MissionsView,
} from '@portal/core'
import { useFlow } from '@portal/react'

/**
 * The missions area's view and the retry of each of its two lists, which live while the section shows (both
 * calls need a signed-in member, so the section mounts only then).
 */
export function useMissions(): { view: MissionsView; retrySummary(): void; retryLeaderboard(): void } {
  const [summary] = useFlow(createMissionSummary, connectList)
  const [leaderboard] = useFlow(createMissionLeaderboard, connectList)
  return {
    view: connectMissions(summary.snapshot, leaderboard.snapshot),
    retrySummary: summary.retry,
    retryLeaderboard: leaderboard.retry,
  }
}
