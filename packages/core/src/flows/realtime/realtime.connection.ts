import { fromCallback } from 'xstate'
import type { RealtimeChannel, RealtimeConnection, RealtimeHeaders } from '../../ports'
import { parseRealtimeMessage } from './realtime.messages'
import type { RealtimeEvent } from './realtime.types'

/**
 * One connection of the channel as an actor: connects with the member's credentials, subscribes to the topic
 * once open, and reports `channel.open`, `channel.message` (validated; others dropped) and `channel.closed`.
 * Stopping it (the machine leaving the state, the member signing out) closes the connection; nothing it hears
 * afterwards reaches the machine.
 */
export function channelConnection(channel: RealtimeChannel, headers: () => RealtimeHeaders) {
  return fromCallback<RealtimeEvent, { topic: string }>(({ sendBack, input }) => {
    let ended = false
    let unsubscribe: (() => void) | null = null
    let connection: RealtimeConnection | undefined
    let openedEarly = false
    const opened = (open: RealtimeConnection) => {
      unsubscribe?.()
      unsubscribe = open.subscribe(input.topic, (body) => {
        if (ended) return
        const parsed = parseRealtimeMessage(body)
        if (parsed.kind === 'message') sendBack({ type: 'channel.message', message: parsed.message })
      })
      sendBack({ type: 'channel.open' })
    }
    connection = channel.connect(headers(), (status) => {
      if (ended) return
      if (status === 'closed') {
        ended = true
        sendBack({ type: 'channel.closed' })
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
