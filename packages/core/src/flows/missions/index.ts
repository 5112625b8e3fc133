export { createMissionLeaderboard, createMissionSummary } from './create-missions'
export { connectMissions, type MissionsView, type MissionView } from './missions.connect'
export { type LeaderboardRow, leaderboardFrom, type Mission, missionsFrom } from './missions.rules'
