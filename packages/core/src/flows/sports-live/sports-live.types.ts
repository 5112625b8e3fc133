import type { ApiFailure } from '../../api/errors'
import type { LiveMatch, MatchScore } from '../../api/schemas/sports'
import type { RandomSource } from '../../ports'
import type { ChannelEvent } from '../realtime/realtime.connection'

export interface SportsLiveInput {
  /** The portal's random port: the jitter of the reconnect delays. */
  random: RandomSource
}

export interface SportsLiveContext {
  /** The board: the matches as last read, with every later push applied. */
  matches: LiveMatch[]
  failure: ApiFailure | null
  random: RandomSource
  /** Dropped connections in a row; the next delay doubles with each, up to a cap. */
  attempt: number
  retryInMs: number
}

export type SportsLiveEvent =
  | ChannelEvent<MatchScore>
  /** The portal has no real-time channel: the board is read once and stays as it is. */
  | { type: 'channel.unavailable' }
  /** Read the board again: after a failure, or when a push names a match the board does not have. */
  | { type: 'sports.retry' }
  | { type: 'sports.reload' }
