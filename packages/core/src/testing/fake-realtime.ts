import type {
  RealtimeChannel,
  RealtimeConnection,
  RealtimeHeaders,
  RealtimeOpenOrClosed,
  RealtimeStatus,
} from '../ports'

/** One connection of the fake channel, as the server side sees it. */
export interface FakeConnection extends RealtimeConnection {
  readonly headers: RealtimeHeaders
  /** Topics subscribed now on this connection. */
  readonly topics: readonly string[]
}

/**
 * A real-time channel for tests, driven by hand: the test plays the server (accept, drop, push). It keeps
 * every connection it was asked for, so a test can count live subscriptions and see what was closed.
 */
export interface FakeRealtime extends RealtimeChannel {
  readonly connections: readonly FakeConnection[]
  /** The newest connection not yet closed. */
  current(): FakeConnection | undefined
  /** The server accepts the newest connection. */
  accept(): void
  /** The server (or the network) drops the newest connection. */
  drop(): void
  /** The server refuses the newest connection (a STOMP `ERROR`: the token, or the topic). */
  refuse(): void
  /** The server sends a message body to every subscriber of a topic on an open connection. */
  push(topic: string, body: string | object): void
  /** Subscriptions alive on open connections, over all connections. */
  liveSubscriptions(): number
}

export function fakeRealtime(): FakeRealtime {
  const connections: (FakeConnection & { settle(status: RealtimeOpenOrClosed): void })[] = []
  const subscriptions = new Map<
    object,
    { topic: string; onMessage: (body: string) => void; connection: FakeConnection }
  >()

  function connect(headers: RealtimeHeaders, onStatus: (status: RealtimeOpenOrClosed) => void) {
    let status: RealtimeStatus = 'connecting'
    const connection = {
      headers,
      get topics(): string[] {
        return [...subscriptions.values()].filter((s) => s.connection === connection).map((s) => s.topic)
      },
      status: () => status,
      subscribe(topic: string, onMessage: (body: string) => void, onSubscribed: () => void) {
        if (status !== 'open') throw new Error(`subscribe on a ${status} connection`)
        const key = {}
        subscriptions.set(key, { topic, onMessage, connection })
        // The fake server has the subscription at once.
        onSubscribed()
        return () => subscriptions.delete(key)
      },
      close: () => connection.settle('closed'),
      settle(next: RealtimeOpenOrClosed) {
        if (status === 'closed' || status === 'refused' || status === next) return
        status = next
        if (next !== 'open')
          for (const [key, s] of subscriptions) if (s.connection === connection) subscriptions.delete(key)
        onStatus(next)
      },
    }
    connections.push(connection)
    return connection
  }

  const current = () =>
    connections.findLast(
      (connection) => connection.status() !== 'closed' && connection.status() !== 'refused',
    )

  return {
    connect,
    connections,
    current,
    accept: () => current()?.settle('open'),
    drop: () => current()?.settle('closed'),
    refuse: () => current()?.settle('refused'),
    push(topic, body) {
      const text = typeof body === 'string' ? body : JSON.stringify(body)
      for (const s of [...subscriptions.values()])
        if (s.topic === topic && s.connection.status() === 'open') s.onMessage(text)
    },
    liveSubscriptions: () =>
      [...subscriptions.values()].filter((s) => s.connection.status() === 'open').length,
  }
}
