import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import type { SportsFeed } from './feed'

/**
 * The dev surface of live sports: `POST /__sim/sports/goal { matchId, side }` scores one more for a side and
 * pushes the new score; `POST /__sim/sports/tick` pushes what the simulated clock changed (the server does so
 * every few seconds by itself).
 */
export function devSports(app: Hono, feed: SportsFeed): void {
  app.post('/__sim/sports/goal', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const { matchId, side } = (body ?? {}) as { matchId?: unknown; side?: unknown }
    if (typeof matchId !== 'string' || (side !== 'home' && side !== 'away'))
      return reply(c, badRequest('matchId must be a match on the board and side home or away'))
    if (!feed.score(matchId, side)) return reply(c, badRequest(`${matchId} is not on the board`))
    return c.json(ok({ scored: matchId }))
  })
  app.post('/__sim/sports/tick', (c) => c.json(ok({ changed: feed.tick() })))
}
