import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { NodeBindings } from './node-bindings'
import type { Simulator } from './simulator'

/** Serves the simulator over real HTTP on loopback; resolves with its base URL and a way to stop it. */
export function listen(simulator: Simulator, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    // The Node request travels as Hono's env: the dev surface checks its address, a dropped-connection fault
    // closes its socket.
    const fetch = (request: Request, env: NodeBindings) => simulator.fetch(request, env)
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
