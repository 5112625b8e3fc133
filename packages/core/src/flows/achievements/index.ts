export { type AchievementsView, type AchievementView, connectAchievements } from './achievements.connect'
export { createAchievements } from './create-achievements'
