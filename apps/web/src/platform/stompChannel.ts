import type { RealtimeChannel, RealtimeStatus } from '@portal/core'
import { Client } from '@stomp/stompjs'

/** Where the back end's STOMP endpoint answers, beside its API (the simulator's `/ws`). */
const realtimePath = '/ws'

/**
 * The WebSocket address of the real-time channel, derived from the API base: the page's own origin when the
 * base is relative (Vite's proxy forwards `/ws` to the back end), else the base's host; `wss:` under https.
 */
export function realtimeUrl(apiBaseUrl: string, pageUrl: string): string {
  const url = new URL(apiBaseUrl || '/', pageUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}${realtimePath}`
  url.search = ''
  url.hash = ''
  return url.href
}

/** Heart-beats a real server may use to notice a dead connection (the simulator answers 0,0: none). */
const heartbeatMs = 10_000

/**
 * The core's RealtimeChannel as STOMP over the browser's WebSocket (`@stomp/stompjs`). Reconnecting is the
 * core's job (backoff with jitter and a resync each time), so the client's own reconnection is off: each
 * `connect` is one WebSocket, reported open once the server accepted the credentials, closed once.
 */
export function stompChannel(url: string): RealtimeChannel {
  return {
    connect(headers, onStatus) {
      let status: RealtimeStatus = 'connecting'
      const settle = (next: 'open' | 'closed') => {
        if (status === 'closed' || status === next) return
        status = next
        onStatus(next)
      }
      const client = new Client({
        brokerURL: url,
        connectHeaders: { merchant: headers.merchant, token: headers.token },
        reconnectDelay: 0,
        heartbeatIncoming: heartbeatMs,
        heartbeatOutgoing: heartbeatMs,
        onConnect: () => settle('open'),
        onWebSocketClose: () => settle('closed'),
        // A refusal (bad token, forbidden topic): the server closes too, but say so at once.
        onStompError: () => {
          settle('closed')
          void client.deactivate()
        },
      })
      client.activate()
      return {
        subscribe(topic, onMessage) {
          const subscription = client.subscribe(topic, (message) => onMessage(message.body))
          return () => {
            if (client.connected) subscription.unsubscribe()
          }
        },
        status: () => status,
        close() {
          void client.deactivate()
          settle('closed')
        },
      }
    },
  }
}
