import { type Money, moneyFromApi, zeroMoney } from '../../domain/money'

/** A mission of the member's summary (`missionSummary`); the spec gives no fields, these are the simulator's. */
export interface Mission {
  missionId: string
  title: string
  progress: number
  target: number
  /** The reward for completing it, in the wallet's currency. */
  reward: Money
}

/** A leaderboard row (`missionLeaderboard`): the account comes masked from the server and is shown as given. */
export interface LeaderboardRow {
  rank: number
  account: string
  amount: Money
}

const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null

const number = (value: unknown) => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(parsed) ? parsed : null
}

/** An amount as the server wrote it (a JSON number or decimal text), or null. */
const money = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? moneyFromApi(value) : null

function listOf(answer: unknown, key: string): unknown[] {
  if (Array.isArray(answer)) return answer
  if (answer && typeof answer === 'object') {
    const list = (answer as Record<string, unknown>)[key]
    if (Array.isArray(list)) return list
  }
  return []
}

const records = (list: unknown[]) =>
  list.filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')

/** The summary call's `missions` (or the entries themselves); entries without an id are dropped. */
export function missionsFrom(answer: unknown): Mission[] {
  return records(listOf(answer, 'missions')).flatMap((entry) => {
    const missionId = text(entry.missionId) ?? text(entry.id)
    if (missionId === null) return []
    const target = Math.max(number(entry.target) ?? 0, 0)
    return [
      {
        missionId,
        title: text(entry.title) ?? text(entry.name) ?? missionId,
        progress: Math.max(number(entry.progress) ?? 0, 0),
        target,
        reward: money(entry.reward) ?? zeroMoney(),
      },
    ]
  })
}

/**
 * The leaderboard call's `list`, best first: the amount is `amount`, else `score`; a row without a rank takes
 * its place in the list.
 */
export function leaderboardFrom(answer: unknown): LeaderboardRow[] {
  return records(listOf(answer, 'list'))
    .map((entry, index) => ({
      rank: number(entry.rank) ?? index + 1,
      account: text(entry.account) ?? text(entry.nickname) ?? '',
      amount: money(entry.amount) ?? money(entry.score) ?? zeroMoney(),
    }))
    .sort((a, b) => a.rank - b.rank)
}
