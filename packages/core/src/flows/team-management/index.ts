export { createTeamManagement } from './create-team-management'
export {
  connectTeamManagement,
  type TeamDetailsView,
  type TeamManagementIntents,
  type TeamManagementSnapshot,
  type TeamManagementView,
} from './team-management.connect'
export { teamManagementMachine } from './team-management.machine'
export type { TeamLevel, TeamManagementContext, TeamManagementEvent } from './team-management.types'
