import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { deliverMail, unreadOf } from '../member-centre/state'
import type { Store } from '../store'

/**
 * POST /__sim/inbox `{ account, title, content? }`: customer service writes to a member. The mail lands at the
 * top of the inbox, unread; the answer gives its id and the member's new unread count.
 */
export function inboxDevRoutes(app: Hono, store: Store): void {
  app.post('/__sim/inbox', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!member) return reply(c, badRequest('account must be a known account'))
    if (typeof body?.title !== 'string' || body.title.trim() === '')
      return reply(c, badRequest('title must be a non-empty string'))
    if (body.content !== undefined && typeof body.content !== 'string')
      return reply(c, badRequest('content must be a string (HTML)'))
    const mail = deliverMail(
      store.state.memberCentre,
      member.account,
      { title: body.title.trim(), content: typeof body.content === 'string' ? body.content : '' },
      store.now(),
    )
    return c.json(ok({ id: mail.id, unread: unreadOf(store.state.memberCentre, member.account) }))
  })
}
