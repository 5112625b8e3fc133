import type { RealtimeHub } from '../realtime/hub'
import type { Store } from '../store'
import { type LiveMatch, liveMatches } from './matches'

export const sportsTopic = '/topic/sports/live'

/** How often `listen` looks for a new goal or minute on the simulated clock. */
export const sportsTickMs = 5_000

export interface SportsFeed {
  /** The board as a visitor reading `language` sees it now. */
  board(language: string): LiveMatch[]
  /** Publishes every match whose score, minute or state changed since the last look; resolves how many. */
  tick(): number
  /** The dev surface's goal: one more for a side of a match on the board; false if the match is not on it. */
  score(matchId: string, side: 'home' | 'away'): boolean
}

/** A push carries no names: the portal has them in its own language from the board, and re-reads the board
 * for a match it has not seen. */
const scoreOf = ({ id, homeScore, awayScore, minute, state, at }: LiveMatch) => ({
  id,
  homeScore,
  awayScore,
  minute,
  state,
  at,
})

/**
 * Live scores over the public topic: a push says which match changed and how. Extra goals from the dev surface
 * live as long as the simulator does.
 */
export function createSportsFeed(store: Store, hub: RealtimeHub): SportsFeed {
  const extra = new Map<string, { home: number; away: number }>()
  const board = (language: string) => liveMatches(store.now(), language, extra)
  // What changed is the score or the moment, not the time of looking.
  const key = (match: LiveMatch) => JSON.stringify(scoreOf({ ...match, at: 0 }))
  let seen = new Map(board('EN').map((match) => [match.id, key(match)]))

  function tick() {
    const now = board('EN')
    let changed = 0
    for (const match of now)
      if (seen.get(match.id) !== key(match)) {
        hub.broadcast(sportsTopic, { type: 'SPORTS_SCORE', popup: false, data: scoreOf(match) })
        changed += 1
      }
    seen = new Map(now.map((match) => [match.id, key(match)]))
    return changed
  }

  return {
    board,
    tick,
    score(matchId, side) {
      if (!board('EN').some((match) => match.id === matchId)) return false
      const goals = extra.get(matchId) ?? { home: 0, away: 0 }
      extra.set(matchId, { ...goals, [side]: goals[side] + 1 })
      tick()
      return true
    },
  }
}
