import type { ProxyOptions } from 'vite'

/** Paths the portal's back end answers: the API, and the simulator's generated art and game pages. */
export const backendPrefixes = ['/wps', '/lgw', '/lotto', '/sim']

/** The back end's real-time channel (STOMP over WebSocket), proxied as a WebSocket. */
const realtimePath = '/ws'

/** The simulator's dev surface (tokens, passwords, world switches): never behind a server others can reach. */
const devSurfacePrefix = '/__sim'

/**
 * Vite proxy rules sending the back-end paths to `target` (the simulator or a real gateway). The URL is given
 * by whoever starts the server (`servePortal`), never read from the environment by the config.
 *
 * `devSurface` adds `/__sim`, for the dev server of `pnpm start` only, and only for callers on this machine: the
 * simulator sees every proxied request come from loopback, so the check is made here, on the caller's address.
 * The preview server, like production, has no route to it.
 */
export function backendProxy(
  target: string,
  { devSurface }: { devSurface: boolean },
): Record<string, ProxyOptions> {
  const rule: ProxyOptions = { target, changeOrigin: true, configure: passDropsOn }
  const rules: Record<string, ProxyOptions> = Object.fromEntries(
    backendPrefixes.map((prefix) => [prefix, rule]),
  )
  rules[realtimePath] = { target, changeOrigin: true, ws: true, configure: quietOnSocketReset }
  if (devSurface)
    rules[devSurfacePrefix] = {
      ...rule,
      // false: Vite answers 404, as if there were no such path.
      bypass: (request) => (isLoopback(request.socket.remoteAddress) ? undefined : false),
    }
  return rules
}

/**
 * A back end that cuts the connection mid-answer must look cut to the browser too. The proxy pipes the answer
 * and, once the status has gone out, has no way to say it broke: without this the browser's request would hang
 * until its own time-out, and a dropped connection could not be told from a slow one.
 */
const passDropsOn: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('proxyRes', (answer, _request, response) => {
    answer.on('close', () => {
      if (!answer.complete) response.destroy()
    })
  })
}

/** A back end that drops or revokes a channel resets its socket: expected, and the client reconnects. */
const quietOnSocketReset: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('error', (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') console.error('[proxy]', error)
  })
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return v4.startsWith('127.') || address === '::1'
}
