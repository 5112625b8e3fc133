import type { RealtimeConnection, RealtimeHeaders, RealtimeOpenOrClosed, RealtimeStatus } from '@portal/core'
import { Client } from '@stomp/stompjs'

/** Heart-beats a real server may use to notice a dead connection (the simulator answers 0,0: none). */
const heartbeatMs = 10_000

/**
 * One connection of the STOMP channel (`@stomp/stompjs`). Reconnecting is the core's job (backoff with jitter
 * and a resync each time), so the client's own reconnection is off: each connection is one WebSocket, reported
 * open once the server accepted the credentials, closed once.
 */
export function stompConnect(
  url: string,
  headers: RealtimeHeaders,
  onStatus: (status: RealtimeOpenOrClosed) => void,
): RealtimeConnection {
  let status: RealtimeStatus = 'connecting'
  const settle = (next: RealtimeOpenOrClosed) => {
    if (status === 'closed' || status === 'refused' || status === next) return
    status = next
    onStatus(next)
  }
  const client = new Client({
    brokerURL: url,
    // The original's headers for its own server; a broker (RabbitMQ's Web-STOMP) reads only login and passcode,
    // which it hands to the platform's auth hook (docs/realtime-broker.md). A visitor sends no login.
    connectHeaders: headers.token
      ? {
          merchant: headers.merchant,
          token: headers.token,
          login: headers.customerId,
          passcode: headers.token,
        }
      : { merchant: headers.merchant, token: headers.token },
    reconnectDelay: 0,
    heartbeatIncoming: heartbeatMs,
    heartbeatOutgoing: heartbeatMs,
    onConnect: () => settle('open'),
    onWebSocketClose: () => settle('closed'),
    // A refusal (a token the server no longer takes, a forbidden topic): the server closes too, but say so at
    // once, and say it was refused: the core asks the platform about the session instead of knocking again.
    onStompError: () => {
      settle('refused')
      void client.deactivate()
    },
  })
  client.activate()
  let receipts = 0
  return {
    subscribe(topic, onMessage, onSubscribed) {
      // The server's RECEIPT says the subscription is in place (a broker has bound its queue by then).
      receipts += 1
      const receipt = `subscribed-${receipts}`
      client.watchForReceipt(receipt, onSubscribed)
      const subscription = client.subscribe(topic, (message) => onMessage(message.body), { receipt })
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
}
