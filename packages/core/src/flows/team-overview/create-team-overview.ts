import { createActor, fromPromise } from 'xstate'
import { teamOverview } from '../../api/rows/team'
import type { TeamOverview, TeamPeriod } from '../../api/schemas/team'
import type { Portal } from '../../create-portal'
import { teamOverviewMachine } from './team-overview.machine'

/** The overview page bound to the API: one read per period asked, cancelled when another is picked. */
export function createTeamOverview(portal: Portal) {
  const { api } = portal.deps
  const machine = teamOverviewMachine.provide({
    actors: {
      loadOverview: fromPromise<TeamOverview, { period: TeamPeriod }>(({ input, signal }) =>
        api.call(teamOverview, input, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
