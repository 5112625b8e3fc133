import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { NodeBindings } from './node-bindings'
import { realtimeSocket } from './realtime/socket'
import type { Simulator } from './simulator'
import { sportsTickMs } from './sports/feed'

/**
 * Serves the simulator over real HTTP on loopback, with its real-time channel (STOMP over WebSocket at `/ws`)
 * on the same port; resolves with its base URL and a way to stop it.
 */
export function listen(simulator: Simulator, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const { injectWebSocket } = realtimeSocket(simulator.realtime)
  // Goals and minutes happen on the simulated clock; a served simulator pushes them as they come.
  const ticker = setInterval(() => simulator.sports.tick(), sportsTickMs)
  ticker.unref()
  return new Promise((resolve) => {
    // The Node request travels as Hono's env: the dev surface checks its address, a dropped-connection fault
    // closes its socket.
    const fetch = (request: Request, env: NodeBindings) => simulator.fetch(request, env)
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            // Open sockets would keep the server from closing.
            simulator.realtime.drop()
            clearInterval(ticker)
            server.close(() => done())
          }),
      })
    })
    injectWebSocket(server)
  })
}
