import { liveSession, type SessionEnd } from '../sessions/sessions'
import type { Store } from '../store'
import { parseFrames, type StompFrame, serializeFrame } from './stomp'

/** A real-time message as the original's back end sends it (original-calls.md §3). */
export interface RealtimeWireMessage {
  type: string
  popup?: boolean
  title?: string | null
  message?: string | null
  data?: unknown
}

/** The socket a connection speaks over; the WebSocket server (listen.ts) or a test gives it. */
export interface HubSocket {
  send(text: string): void
  close(code?: number, reason?: string): void
}

/** What the WebSocket server tells the hub about one socket. */
export interface HubConnection {
  receive(text: string): void
  closed(): void
}

export interface ConnectionInfo {
  account: string
  customerId: string
  token: string
  topics: string[]
}

/**
 * The simulator's real-time channel: STOMP 1.2 over any socket. A connection with a token must CONNECT with a
 * live one (and the brand's merchant header) and may SUBSCRIBE to its member's topic `/topic/user/<id>`; a
 * connection without a token is a visitor's, which may subscribe to the public topics only (live sports). Other
 * simulator code calls `publish` or `broadcast` when its state changes; the dev surface pushes and drops.
 */
export interface RealtimeHub {
  /** A new socket: the hub answers its frames. */
  accept(socket: HubSocket): HubConnection
  /** Sends a message to every subscription of the member (and to each forward); resolves how many got it here. */
  publish(customerId: string | number, message: RealtimeWireMessage): number
  /** Hands every member message to `publish` too (a broker, `listen`); returns the way to stop. */
  forward(publish: (customerId: string, message: RealtimeWireMessage) => void): () => void
  /** Sends a message to every subscription of a public topic, visitors' and members'; resolves how many. */
  broadcast(topic: PublicTopic, message: RealtimeWireMessage): number
  /** Closes the member's connections (every connection without an id); resolves how many. */
  drop(customerId?: string | number): number
  /** Tells a token's connections their session is over (and why), and closes them. */
  revoke(token: string, why?: SessionEnd): number
  connections(): ConnectionInfo[]
}

export const memberTopic = (customerId: string | number) => `/topic/user/${customerId}`

/** A message's body on the wire: every field of the original's shape present. */
export const wireBody = (message: RealtimeWireMessage) =>
  JSON.stringify({ popup: false, title: null, message: null, data: null, ...message })

/** Topics anyone may read, signed in or not: the live sports board (sports/feed.ts). */
export const publicTopics = ['/topic/sports/live'] as const
export type PublicTopic = (typeof publicTopics)[number]
const isPublic = (destination: string): destination is PublicTopic =>
  (publicTopics as readonly string[]).includes(destination)

interface Live {
  socket: HubSocket
  /** CONNECT has been answered. */
  connected: boolean
  member: { account: string; customerId: string; token: string } | null
  /** subscription id → destination */
  subscriptions: Map<string, string>
}

export function createRealtimeHub(store: Store): RealtimeHub {
  const live = new Set<Live>()
  const forwards = new Set<(customerId: string, message: RealtimeWireMessage) => void>()
  let messageId = 0

  const send = (connection: Live, frame: StompFrame) => connection.socket.send(serializeFrame(frame))
  const fail = (connection: Live, message: string) => {
    send(connection, { command: 'ERROR', headers: { message }, body: '' })
    close(connection)
  }
  const close = (connection: Live) => {
    if (!live.delete(connection)) return
    connection.socket.close(1000, 'closed by the server')
  }
  const receipt = (connection: Live, frame: StompFrame) => {
    const id = frame.headers.receipt
    if (id !== undefined) send(connection, { command: 'RECEIPT', headers: { 'receipt-id': id }, body: '' })
  }

  function handle(connection: Live, frame: StompFrame) {
    if (!connection.connected) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') return fail(connection, 'CONNECT first')
      const token = frame.headers.token ?? ''
      // A token that is not live is refused, never taken for a visitor: the member's channel learns so.
      if (token !== '') {
        const session = liveSession(store, token)
        const member = session ? store.findMember(session.account) : undefined
        if (!member) return fail(connection, 'unauthorized, no session for this token')
        if (session?.passwordChange) return fail(connection, 'password_change_required')
        connection.member = { account: member.account, customerId: String(member.id), token }
      }
      connection.connected = true
      // No heart-beats either way: the portal reconnects on a closed socket, which the browser reports.
      send(connection, {
        command: 'CONNECTED',
        headers: { version: '1.2', 'heart-beat': '0,0', server: 'portal-simulator' },
        body: '',
      })
      return
    }
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const { id, destination } = frame.headers
        if (id === undefined || destination === undefined)
          return fail(connection, 'SUBSCRIBE needs id and destination')
        const own = connection.member && destination === memberTopic(connection.member.customerId)
        if (!own && !isPublic(destination))
          return fail(connection, `forbidden, ${destination} is not your topic`)
        connection.subscriptions.set(id, destination)
        return receipt(connection, frame)
      }
      case 'UNSUBSCRIBE':
        connection.subscriptions.delete(frame.headers.id ?? '')
        return receipt(connection, frame)
      case 'DISCONNECT':
        receipt(connection, frame)
        return close(connection)
      case 'SEND':
        return fail(connection, 'the topics are read-only')
      default:
        return fail(connection, `unsupported frame ${frame.command}`)
    }
  }

  const deliver = (connection: Live, message: RealtimeWireMessage, topic?: string) => {
    let delivered = 0
    for (const [subscription, destination] of connection.subscriptions) {
      // A member's own message goes to their topic; a broadcast only to its topic.
      if (topic === undefined ? isPublic(destination) : destination !== topic) continue
      messageId += 1
      send(connection, {
        command: 'MESSAGE',
        headers: {
          destination,
          subscription,
          'message-id': String(messageId),
          'content-type': 'application/json',
        },
        body: wireBody(message),
      })
      delivered += 1
    }
    return delivered
  }

  return {
    accept(socket) {
      const connection: Live = { socket, connected: false, member: null, subscriptions: new Map() }
      live.add(connection)
      return {
        receive(text) {
          if (!live.has(connection)) return
          const frames = parseFrames(text)
          if (!frames) return fail(connection, 'malformed frame')
          for (const frame of frames) if (live.has(connection)) handle(connection, frame)
        },
        closed: () => {
          live.delete(connection)
        },
      }
    },
    publish(customerId, message) {
      for (const forward of forwards) forward(String(customerId), message)
      let delivered = 0
      for (const connection of live)
        if (connection.member?.customerId === String(customerId)) delivered += deliver(connection, message)
      return delivered
    },
    forward(publish) {
      forwards.add(publish)
      return () => forwards.delete(publish)
    },
    broadcast(topic, message) {
      let delivered = 0
      for (const connection of live) delivered += deliver(connection, message, topic)
      return delivered
    },
    drop(customerId) {
      const dropped = [...live].filter(
        (connection) => customerId === undefined || connection.member?.customerId === String(customerId),
      )
      for (const connection of dropped) close(connection)
      return dropped.length
    },
    revoke(token, why) {
      const revoked = [...live].filter((connection) => connection.member?.token === token)
      for (const connection of revoked) {
        deliver(connection, { type: 'SESSION_REVOKED', popup: false, data: why ? { reason: why } : null })
        close(connection)
      }
      return revoked.length
    },
    connections: () =>
      [...live].flatMap((connection) =>
        connection.member ? [{ ...connection.member, topics: [...connection.subscriptions.values()] }] : [],
      ),
  }
}
