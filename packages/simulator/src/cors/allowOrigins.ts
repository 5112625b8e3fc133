import type { Hono } from 'hono'
import { cors } from 'hono/cors'

/** The dev surface's prefix: never answered across origins (it hands out tokens and passwords). */
const devSurfacePrefix = '/__sim'

/**
 * Lets pages of these origins (a brand whose gateway is this server, on another host) call the platform from
 * the browser: CORS answers, preflight included, for the API and the simulator's pictures and game pages; never
 * for the dev surface, and for no other origin. The real-time channel is a WebSocket, which CORS does not govern.
 */
export function allowOrigins(app: Hono, origins: readonly string[]): void {
  if (origins.length === 0) return
  const allowed = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  })
  app.use('*', async (c, next) => (c.req.path.startsWith(devSurfacePrefix) ? next() : allowed(c, next)))
}
