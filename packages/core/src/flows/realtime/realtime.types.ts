import type { RandomSource } from '../../ports'
import type { NoticeEmitted } from '../shared/emitted'
import type { RealtimeMessage } from './realtime.messages'

export interface RealtimeInput {
  /** The member's topic, `/topic/user/<customerId>`. */
  topic: string
  /** The portal's random port: the jitter of the reconnect delays. */
  random: RandomSource
}

export interface RealtimeContext {
  topic: string
  random: RandomSource
  /** Failed or dropped connections in a row; the next delay doubles with each, up to a cap. */
  attempt: number
  /** The delay before the next connection, chosen when the last one closed. */
  retryInMs: number
  /** Has any connection opened? Before that the app says "connecting", after it "reconnecting". */
  wasLive: boolean
}

export type RealtimeEvent =
  /** From the connection: the server accepted the member and the topic is subscribed. */
  | { type: 'channel.open' }
  /** From the connection: dropped or gone. */
  | { type: 'channel.closed' }
  /** From the connection: the server refused it (a STOMP `ERROR`), a token it no longer takes among the reasons. */
  | { type: 'channel.refused' }
  /** From the connection: the portal has no channel to connect with. */
  | { type: 'channel.unavailable' }
  /** From the connection: a message of the topic, validated (unknown and malformed ones never get here). */
  | { type: 'channel.message'; message: RealtimeMessage }
  /** The member asks to try now instead of waiting out the delay. */
  | { type: 'realtime.retry' }

/**
 * What the flow tells other session flows (withdrawal confirmations, contracts, inbox) and the app:
 * `realtime.resync` after every (re)connection, when anything may have been missed, so each re-fetches its own
 * data; `realtime.message` for every message that arrived; and notices for the member.
 */
export type RealtimeEmitted =
  | { type: 'realtime.resync' }
  | { type: 'realtime.message'; message: RealtimeMessage }
  | NoticeEmitted
