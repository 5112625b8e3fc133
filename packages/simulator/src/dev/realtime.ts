import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import type { RealtimeHub } from '../realtime/hub'
import { endSessionsOf } from '../sessions/sessions'
import type { Store } from '../store'
import { type Body, readBody } from './body'

/**
 * The dev surface of the real-time channel, under /__sim/realtime: push any event to a member, drop
 * connections, end a session (SESSION_REVOKED), deliver a new message, list who is connected.
 */
export function realtimeDevSurface(app: Hono, store: Store, hub: RealtimeHub): void {
  const post = (path: string, apply: (body: Body) => string | { value: unknown }) =>
    app.post(`/__sim/realtime${path}`, async (c) => {
      const body = await readBody(c)
      const outcome = body ? apply(body) : 'The body must be a JSON object'
      return typeof outcome === 'string' ? reply(c, badRequest(outcome)) : c.json(ok(outcome.value))
    })
  const memberOf = (body: Body) =>
    typeof body.account === 'string' ? store.findMember(body.account) : undefined

  app.get('/__sim/realtime/connections', (c) => c.json(ok(hub.connections())))

  // Any event, as the back end would send it: { account, type, popup?, title?, message?, data? }.
  post('/push', (body) => {
    const member = memberOf(body)
    if (!member) return 'account must be a known account'
    if (typeof body.type !== 'string' || body.type === '') return 'type must be a message type'
    for (const key of ['title', 'message'] as const)
      if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string')
        return `${key} must be a string`
    const delivered = hub.publish(member.id, {
      type: body.type,
      popup: body.popup === true,
      title: typeof body.title === 'string' ? body.title : null,
      message: typeof body.message === 'string' ? body.message : null,
      data: body.data ?? null,
    })
    return { value: { delivered } }
  })

  // { account? }: that member's connections, or every connection.
  post('/drop', (body) => {
    if (body.account === undefined) return { value: { dropped: hub.drop() } }
    const member = memberOf(body)
    if (!member) return 'account must be a known account'
    return { value: { dropped: hub.drop(member.id) } }
  })

  // { account }: every session of the member ends; their connections hear SESSION_REVOKED first.
  post('/revoke', (body) => {
    const member = memberOf(body)
    if (!member) return 'account must be a known account'
    const connections = hub.connections().filter((connection) => connection.account === member.account).length
    endSessionsOf(store, member.account, 'session_revoked')
    return { value: { revoked: connections } }
  })
}
