import { headerNames } from '@portal/core'
import type { MiddlewareHandler } from 'hono'
import type { Store } from '../store'

/**
 * Remembers, for every live token, the device and address it was used from and when it was last used: what the
 * devices page lists. A token seen for the first time counts as signed in then.
 */
export function trackSessionActivity(store: Store): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header(headerNames.token)
    if (token && store.state.sessions.has(token)) {
      const now = store.now()
      const { sessionInfo } = store.state.memberCentre
      const known = sessionInfo.get(token)
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      sessionInfo.set(token, {
        device: known?.device ?? c.req.header('user-agent') ?? 'Unknown device',
        ip: known?.ip ?? forwarded ?? store.state.location.ip,
        signedInAt: known?.signedInAt ?? now,
        lastActiveAt: now,
      })
    }
    await next()
  }
}
