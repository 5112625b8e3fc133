import { createNodeWebSocket } from '@hono/node-ws'
import { Hono } from 'hono'
import type { RealtimeHub } from './hub'

/** Where the portal's STOMP channel answers on the simulator's own port (the web app's Vite proxy forwards it). */
export const realtimePath = '/ws'

/**
 * Serves the hub as WebSocket on the simulator's server: `injectWebSocket(server)` answers its upgrade requests
 * with an app of its own (the simulator's routes are fixed once it has answered a request). Node-only (`ws`),
 * so it stays out of the browser-loadable entry.
 */
export function realtimeSocket(hub: RealtimeHub) {
  const app = new Hono()
  const { upgradeWebSocket, injectWebSocket } = createNodeWebSocket({ app })
  app.get(
    realtimePath,
    upgradeWebSocket(() => {
      let connection: ReturnType<RealtimeHub['accept']> | null = null
      return {
        onOpen: (_event, socket) => {
          connection = hub.accept({
            send: (text) => socket.send(text),
            close: (code, reason) => socket.close(code, reason),
          })
        },
        onMessage: (event) =>
          connection?.receive(typeof event.data === 'string' ? event.data : String(event.data)),
        onClose: () => connection?.closed(),
        onError: () => connection?.closed(),
      }
    }),
  )
  return { injectWebSocket }
}
