import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { connectBroker } from './broker/publish'
import type { NodeBindings } from './node-bindings'
import { realtimeSocket } from './realtime/socket'
import type { Simulator } from './simulator'
import { sportsTickMs } from './sports/feed'

/**
 * Serves the simulator over real HTTP on loopback, with its real-time channel (STOMP over WebSocket at `/ws`)
 * on the same port; resolves with its base URL and a way to stop it. A simulator given a broker connects to it
 * once listening (the broker checks the publisher with the simulator) and publishes every member event there
 * too; a broker that cannot be reached fails the start with its reason.
 */
export async function listen(
  simulator: Simulator,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { injectWebSocket } = realtimeSocket(simulator.realtime)
  // Goals and minutes happen on the simulated clock; a served simulator pushes them as they come.
  const ticker = setInterval(() => simulator.sports.tick(), sportsTickMs)
  ticker.unref()
  const served = await new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
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
  if (!simulator.broker) return served
  const broker = await connectBroker(simulator.broker).catch(async (error: unknown) => {
    await served.close()
    throw new Error(`The broker at ${redacted(simulator.broker)} refused or could not be reached: ${error}`)
  })
  const stopForwarding = simulator.realtime.forward(broker.publish)
  return {
    url: served.url,
    close: async () => {
      stopForwarding()
      await broker.close()
      await served.close()
    },
  }
}

/** The broker's URL without its password, fit for a message. */
function redacted(url = ''): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.href
}
