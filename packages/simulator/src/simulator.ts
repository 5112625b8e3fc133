import { Hono } from 'hono'

export interface Simulator {
  /** The back end as a fetch handler: give it to ky in-process, or serve it over HTTP with `listen`. */
  fetch: (request: Request) => Promise<Response>
  app: Hono
}

export function createSimulator(): Simulator {
  const app = new Hono()
  app.get('/wps/system/status', (c) => c.json({ success: true, value: { maintenance: false }, message: '' }))
  return { app, fetch: async (request) => app.fetch(request) }
}
