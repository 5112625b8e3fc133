import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import type { Store } from '../store'

/**
 * `POST /__sim/content/hostile` `{ "on": true }` (the default) swaps the XSS corpus into the announcements,
 * notices and help centre, and hostile addresses into the resources and banners; `{ "on": false }` or a reset
 * brings the clean demo content back. Only the tests that prove the portal withstands such content ask for it.
 */
export function hostileContentSurface(app: Hono, store: Store): void {
  app.post('/__sim/content/hostile', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}))
    const on = typeof body === 'object' && body !== null && 'on' in body ? body.on : true
    if (typeof on !== 'boolean') return reply(c, badRequest('on must be a boolean'))
    store.state.hostileContent = on
    return c.json(ok({ hostileContent: on }))
  })
}
