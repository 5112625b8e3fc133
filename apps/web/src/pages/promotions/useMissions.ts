import {
  connectMissions,
  createMissionLeaderboard,
  createMissionSummary,
  type MissionsView,
  type ResourceEvent,
  type ResourceSnapshot,
  resourceIntents,
} from '@portal/core'
import { useFlow } from '@portal/react'

/** A list's snapshot with its intents, for connectMissions, which reads the two lists together. */
const listOf = (snapshot: ResourceSnapshot, send: (event: ResourceEvent) => void) => ({
  snapshot,
  ...resourceIntents(send),
})

/**
 * The missions area's view and the retry of each of its two lists, which live while the section shows (both
 * calls need a signed-in member, so the section mounts only then).
 */
export function useMissions(): { view: MissionsView; retrySummary(): void; retryLeaderboard(): void } {
  const [summary] = useFlow(createMissionSummary, listOf)
  const [leaderboard] = useFlow(createMissionLeaderboard, listOf)
  return {
    view: connectMissions(summary.snapshot, leaderboard.snapshot),
    retrySummary: summary.retry,
    retryLeaderboard: leaderboard.retry,
  }
}
