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
 * The simulator's real-time channel: STOMP 1.2 over any socket. A connection must CONNECT with a live token
 * (and the brand's merchant header) and may SUBSCRIBE only to its member's topic `/topic/user/<id>`. Other
 * simulator code calls `publish` when its state changes; the dev surface pushes and drops.
 */
export interface RealtimeHub {
  /** A new socket: the hub answers its frames. */
  accept(socket: HubSocket): HubConnection
  /** Sends a message to every subscription of the member; resolves how many got it. */
  publish(customerId: string | number, message: RealtimeWireMessage): number
  /** Closes the member's connections (every connection without an id); resolves how many. */
  drop(customerId?: string | number): number
  /** Tells a token's connections their session is over, and closes them. */
  revoke(token: string): number
  connections(): ConnectionInfo[]
}

export const memberTopic = (customerId: string | number) => `/topic/user/${customerId}`

interface Live {
  socket: HubSocket
  member: { account: string; customerId: string; token: string } | null
  /** subscription id → destination */
  subscriptions: Map<string, string>
}

export function createRealtimeHub(store: Store): RealtimeHub {
  const live = new Set<Live>()
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
    if (!connection.member) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') return fail(connection, 'CONNECT first')
      const token = frame.headers.token ?? ''
      const account = store.state.sessions.get(token)
      const member = account ? store.findMember(account) : undefined
      if (!member) return fail(connection, 'unauthorized, no session for this token')
      connection.member = { account: member.account, customerId: String(member.id), token }
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
        if (destination !== memberTopic(connection.member.customerId))
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
        return fail(connection, 'the member topic is read-only')
      default:
        return fail(connection, `unsupported frame ${frame.command}`)
    }
  }

  const deliver = (connection: Live, message: RealtimeWireMessage) => {
    let delivered = 0
    for (const [subscription, destination] of connection.subscriptions) {
      messageId += 1
      send(connection, {
        command: 'MESSAGE',
        headers: {
          destination,
          subscription,
          'message-id': String(messageId),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ popup: false, title: null, message: null, data: null, ...message }),
      })
      delivered += 1
    }
    return delivered
  }

  return {
    accept(socket) {
      const connection: Live = { socket, member: null, subscriptions: new Map() }
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
      let delivered = 0
      for (const connection of live)
        if (connection.member?.customerId === String(customerId)) delivered += deliver(connection, message)
      return delivered
    },
    drop(customerId) {
      const dropped = [...live].filter(
        (connection) => customerId === undefined || connection.member?.customerId === String(customerId),
      )
      for (const connection of dropped) close(connection)
      return dropped.length
    },
    revoke(token) {
      const revoked = [...live].filter((connection) => connection.member?.token === token)
      for (const connection of revoked) {
        deliver(connection, { type: 'SESSION_REVOKED', popup: false })
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
