import type { RandomSource } from '../../ports'
import type { FlowFailure } from '../shared/failure'

export interface ClaimBoardInput {
  /** The portal's random port: each claim's idempotency key. */
  random: RandomSource
}

/** What a board's load answers: the board itself, and the ids that may be claimed now. */
export interface LoadedBoard<Board = unknown> {
  board: Board
  claimable: readonly string[]
}

/** The claim on its way or failed: its key is sent again only by Retry. */
export interface PendingClaim {
  id: string
  key: string
}

export interface ClaimBoardContext {
  random: RandomSource
  board: unknown
  claimable: readonly string[]
  /** The board could not be loaded. */
  failure: FlowFailure | null
  claim: PendingClaim | null
  claimFailure: FlowFailure | null
  /** What the last claim that went through answered (a reward, a wheel's prize), kept while the screen shows. */
  claimed: unknown
}

export type ClaimBoardEvent =
  | { type: 'board.refresh' }
  /** Claims one item of the board: a milestone, an achievement, a spin of the wheel. */
  | { type: 'board.claim'; id: string }
  /** Loads again after a failed load, or sends the failed claim again with its key. */
  | { type: 'board.retry' }
  /** Puts a failed claim aside (a new claim gets a new key) and loads what is true. */
  | { type: 'board.dismiss' }
