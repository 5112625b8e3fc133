import { type ResourceSnapshot, resourceView } from '../../catalogue/resource.machine'
import { type Money, sumMoney } from '../../domain/money'
import type { LeaderboardRow, Mission } from './missions.rules'

export interface MissionView extends Mission {
  /** Progress towards the target, 0 to 100 (100 for a target of 0). */
  percent: number
  done: boolean
}

export interface MissionsView {
  summary: {
    status: 'loading' | 'loaded' | 'failed'
    missions: readonly MissionView[]
    /** Missions done, of all. */
    completed: number
    total: number
    /** The rewards of the missions done, and of all. */
    rewardEarned: Money
    rewardTotal: Money
  }
  leaderboard: { status: 'loading' | 'loaded' | 'failed'; rows: readonly LeaderboardRow[] }
}

/** The two resources' snapshots → the missions area. Pure; the app formats the amounts. */
export function connectMissions(
  summary: ResourceSnapshot | undefined,
  leaderboard: ResourceSnapshot | undefined,
): MissionsView {
  const missionsResource = resourceView<readonly Mission[]>(summary)
  const boardResource = resourceView<readonly LeaderboardRow[]>(leaderboard)
  const missions = (missionsResource.data ?? []).map((mission) => {
    const done = mission.progress >= mission.target
    const percent =
      mission.target > 0 ? Math.min(100, Math.floor((mission.progress / mission.target) * 100)) : 100
    return { ...mission, percent, done }
  })
  const finished = missions.filter((mission) => mission.done)
  const sum = (list: readonly MissionView[]) => sumMoney(list.map((mission) => mission.reward))
  return {
    summary: {
      status: missionsResource.status,
      missions,
      completed: finished.length,
      total: missions.length,
      rewardEarned: sum(finished),
      rewardTotal: sum(missions),
    },
    leaderboard: { status: boardResource.status, rows: boardResource.data ?? [] },
  }
}
