import { type EventObject, fromCallback } from 'xstate'
import type { RealtimeChannel, RealtimeConnection, RealtimeHeaders } from '../../ports'
import { parseRealtimeMessage, type RealtimeMessage } from './realtime.messages'
import type { RealtimeEvent } from './realtime.types'

/** What a connection reports to the flow that owns it. */
export type ChannelEvent<Message> =
  | { type: 'channel.open' }
  | { type: 'channel.closed' }
  | { type: 'channel.refused' }
  | { type: 'channel.message'; message: Message }

/** The member's topic: the original's messages, validated; unknown and malformed ones are dropped. */
function readMemberMessage(body: string): RealtimeMessage | null {
  const parsed = parseRealtimeMessage(body)
  return parsed.kind === 'message' ? parsed.message : null
}

/**
 * One connection of the channel as an actor: connects with the given credentials, subscribes to the topic once
 * open, and reports `channel.open` once the server has the subscription (so the resync that follows cannot miss
 * an event published in between), `channel.message` (what `read` makes of a body; null drops it) and
 * `channel.closed`. Stopping it (the machine leaving the state, the member signing out) closes the connection;
 * nothing it hears afterwards reaches the machine.
 */
export function channelConnection(channel: RealtimeChannel, headers: () => RealtimeHeaders) {
  return topicConnection<RealtimeMessage, RealtimeEvent>(channel, headers, readMemberMessage)
}

/** `TEvent`: the events of the machine that invokes it, which include `ChannelEvent<Message>`. */
export function topicConnection<Message, TEvent extends EventObject = ChannelEvent<Message>>(
  channel: RealtimeChannel,
  headers: () => RealtimeHeaders,
  read: (body: string) => Message | null,
) {
  return fromCallback<TEvent, { topic: string }>(({ sendBack, input }) => {
    let ended = false
    let unsubscribe: (() => void) | null = null
    let connection: RealtimeConnection | undefined
    let openedEarly = false
    const opened = (open: RealtimeConnection) => {
      unsubscribe?.()
      unsubscribe = open.subscribe(
        input.topic,
        (body) => {
          if (ended) return
          const message = read(body)
          if (message !== null) sendBack({ type: 'channel.message', message })
        },
        () => {
          if (!ended) sendBack({ type: 'channel.open' })
        },
      )
    }
    connection = channel.connect(headers(), (status) => {
      if (ended) return
      if (status === 'closed' || status === 'refused') {
        ended = true
        sendBack({ type: status === 'closed' ? 'channel.closed' : 'channel.refused' })
      } else if (connection) opened(connection)
      // A channel that opens before `connect` has even returned: subscribe as soon as it has.
      else openedEarly = true
    })
    if (openedEarly && !ended) opened(connection)
    return () => {
      if (!ended) {
        ended = true
        unsubscribe?.()
        connection?.close()
      }
    }
  })
}
