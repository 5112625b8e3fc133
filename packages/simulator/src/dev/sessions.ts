import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import type { Store } from '../store'
import { type Body, readBody } from './body'

/** The longest a lifetime or an ageing may be: a year. */
const maxMs = 366 * 24 * 3_600_000
const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxMs

/**
 * Session lifetimes under /__sim/sessions: shorten them for a test, or age one account's sessions (as if that
 * much time had passed for them alone, so tests running side by side keep their own clock).
 */
export function devSessions(app: Hono, store: Store): void {
  const post = (path: string, apply: (body: Body) => string | null) =>
    app.post(`/__sim/sessions${path}`, async (c) => {
      const body = await readBody(c)
      const problem = body ? apply(body) : 'The body must be a JSON object'
      if (problem) return reply(c, badRequest(problem))
      return c.json(ok({ lifetimes: store.state.sessionLifetimes }))
    })

  // { idleMs?, absoluteMs? }
  post('/lifetimes', (body) => {
    const { idleMs, absoluteMs } = body
    if (idleMs !== undefined && !isDuration(idleMs))
      return 'idleMs must be a whole number of milliseconds > 0'
    if (absoluteMs !== undefined && !isDuration(absoluteMs))
      return 'absoluteMs must be a whole number of milliseconds > 0'
    const lifetimes = store.state.sessionLifetimes
    if (idleMs !== undefined) lifetimes.idleMs = idleMs
    if (absoluteMs !== undefined) lifetimes.absoluteMs = absoluteMs
    return null
  })

  // { account, byMs, since?: 'lastSeen' | 'signIn' }: 'lastSeen' ages only the idle clock, 'signIn' both.
  post('/age', (body) => {
    const member = typeof body.account === 'string' ? store.findMember(body.account) : undefined
    if (!member) return 'account must be a known account'
    if (!isDuration(body.byMs)) return 'byMs must be a whole number of milliseconds > 0'
    if (body.since !== undefined && body.since !== 'lastSeen' && body.since !== 'signIn')
      return "since must be 'lastSeen' or 'signIn'"
    for (const session of store.state.sessions.values()) {
      if (session.account !== member.account) continue
      session.lastSeenAt -= body.byMs
      if (body.since === 'signIn') session.openedAt -= body.byMs
    }
    return null
  })
}
