export { createMissionCentre } from './create-mission-centre'
export { createMissionLeaderboard, createMissionSummary } from './create-missions'
export {
  connectMissionCentre,
  type MilestoneView,
  type MissionCentre,
  type MissionCentreView,
} from './mission-centre.connect'
export { connectMissions, type MissionsView, type MissionView } from './missions.connect'
export { type LeaderboardRow, leaderboardFrom, type Mission, missionsFrom } from './missions.rules'
