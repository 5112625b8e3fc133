import type { MiddlewareHandler } from 'hono'
import { badRequest, reply } from './envelope'
import { incomingPathOf } from './node-bindings'

/** A `.` or `..` segment, written plainly or percent-encoded (URL parsers read `%2e` as a dot). */
const dotSegment = /(^|\/)(\.|%2e){1,2}(\/|\?|#|$)/i

/**
 * Refuses a request whose path, as it came over the wire, climbs with `.` or `..`. Only this server resolves such
 * a path (the URL parser turns `/sim/../__sim/state` into `/__sim/state`); a proxy in front matches the raw text.
 * Through the dev or preview proxy, which forwards `/sim/*`, that reached the loopback-only dev surface from any
 * caller: the simulator saw the proxy's loopback address.
 */
export const refuseDotSegments: MiddlewareHandler = async (c, next) => {
  const path = incomingPathOf(c.env)
  if (path !== undefined && dotSegment.test(path.split('?')[0] ?? ''))
    return reply(c, badRequest('A path may not contain . or .. segments'))
  return next()
}
