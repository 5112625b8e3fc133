import { createActor, fromPromise } from 'xstate'
import { missionLeaderboard, missionSummary } from '../../api/endpoints'
import { type CatalogueResource, resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'
import { type LeaderboardRow, leaderboardFrom, type Mission, missionsFrom } from './missions.rules'

function resource<T>(portal: Portal, load: (signal: AbortSignal) => Promise<T>): CatalogueResource<T> {
  const logic = resourceMachine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } })
  return createActor(logic, portal.deps.actorOptions) as CatalogueResource<T>
}

/**
 * The missions area (spec §2 "mission and leaderboard area", §7) is two lists, each a resource with loading,
 * loaded and failed (retry) states, owned by the screen that shows them. Both calls need a signed-in member.
 * This one: the member's missions with progress and rewards.
 */
export function createMissionSummary(portal: Portal): CatalogueResource<readonly Mission[]> {
  return resource(portal, async (signal) =>
    missionsFrom(await portal.api.call(missionSummary, {}, { signal })),
  )
}

/** The missions leaderboard, ranked, with masked accounts. */
export function createMissionLeaderboard(portal: Portal): CatalogueResource<readonly LeaderboardRow[]> {
  return resource(portal, async (signal) =>
    leaderboardFrom(await portal.api.call(missionLeaderboard, {}, { signal })),
  )
}
