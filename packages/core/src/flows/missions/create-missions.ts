import { createActor, fromPromise } from 'xstate'
import { missionLeaderboard, missionSummary } from '../../api/endpoints'
import { type CatalogueResource, resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'
import { type LeaderboardRow, leaderboardFrom, type Mission, missionsFrom } from './missions.rules'

export interface MissionResources {
  summary: CatalogueResource<readonly Mission[]>
  leaderboard: CatalogueResource<readonly LeaderboardRow[]>
  stop(): void
}

/**
 * The missions area (spec §2 "mission and leaderboard area", §7): the member's missions and the leaderboard,
 * each a resource with loading, loaded and failed (retry) states. Both calls need a signed-in member, so the
 * app creates these once a member is signed in.
 */
export function createMissions(portal: Portal): MissionResources {
  const { api, deps } = portal
  function resource<T>(load: (signal: AbortSignal) => Promise<T>): CatalogueResource<T> {
    const logic = resourceMachine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } })
    return createActor(logic, deps.actorOptions).start() as CatalogueResource<T>
  }
  const summary = resource(async (signal) => missionsFrom(await api.call(missionSummary, {}, { signal })))
  const leaderboard = resource(async (signal) =>
    leaderboardFrom(await api.call(missionLeaderboard, {}, { signal })),
  )
  return {
    summary,
    leaderboard,
    stop: () => {
      summary.stop()
      leaderboard.stop()
    },
  }
}
