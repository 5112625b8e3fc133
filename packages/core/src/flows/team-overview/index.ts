export { createTeamOverview } from './create-team-overview'
export {
  connectTeamOverview,
  type TeamChartBar,
  type TeamOverviewIntents,
  type TeamOverviewSnapshot,
  type TeamOverviewView,
} from './team-overview.connect'
export { teamOverviewMachine } from './team-overview.machine'
export type { TeamOverviewContext, TeamOverviewEvent } from './team-overview.types'
