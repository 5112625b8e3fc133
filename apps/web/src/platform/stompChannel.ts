import type { BrandConfig, RealtimeChannel, RealtimeConnection } from '@portal/core'

/** Where the back end's STOMP endpoint answers, beside its API (the simulator's `/ws`). */
const realtimePath = '/ws'

/**
 * The WebSocket address of the real-time channel: the brand's own (a platform's broker, `realtimeUrl`), else
 * derived from the API base: the page's own origin when the base is relative (Vite's proxy forwards `/ws` to
 * the back end), else the base's host; `wss:` under https.
 */
export function realtimeUrl(brand: Pick<BrandConfig, 'apiBaseUrl' | 'realtimeUrl'>, pageUrl: string): string {
  if (brand.realtimeUrl) return new URL(brand.realtimeUrl).href
  const url = new URL(brand.apiBaseUrl || '/', pageUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}${realtimePath}`
  url.search = ''
  url.hash = ''
  return url.href
}

/**
 * The core's RealtimeChannel as STOMP over the browser's WebSocket. The STOMP client and its adapter load with
 * the first connection: only a signed-in member has one, so a visitor's first page does not download them.
 */
export function stompChannel(url: string): RealtimeChannel {
  return {
    connect(headers, onStatus) {
      // Until the adapter has loaded, the connection is "connecting"; closing it then cancels the connect.
      let connection: RealtimeConnection | undefined
      let closed = false
      import('./stompConnection').then(
        ({ stompConnect }) => {
          if (!closed) connection = stompConnect(url, headers, onStatus)
        },
        // The code could not be loaded (offline): a closed connection, which the core retries.
        () => {
          if (!closed) {
            closed = true
            onStatus('closed')
          }
        },
      )
      return {
        subscribe(topic, onMessage, onSubscribed) {
          if (!connection) throw new Error('subscribe before the connection opened')
          return connection.subscribe(topic, onMessage, onSubscribed)
        },
        status: () => (closed ? 'closed' : (connection?.status() ?? 'connecting')),
        close() {
          if (closed) return
          closed = true
          if (connection) connection.close()
          else onStatus('closed')
        },
      }
    },
  }
}
