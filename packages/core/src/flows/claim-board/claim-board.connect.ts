import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { claimBoardMachine } from './claim-board.machine'
import type { ClaimBoardEvent } from './claim-board.types'

export type ClaimBoardSnapshot = SnapshotFrom<typeof claimBoardMachine>

export interface ClaimBoardView<Board, Claimed> {
  /** `loading` nothing to show yet (a reload keeps the last board); `failed` nothing could be loaded. */
  status: 'loading' | 'ready' | 'failed'
  board: Board | null
  /** The ids the platform lets the member claim now (and no claim is on its way). */
  claimable: readonly string[]
  /** The id whose claim is on its way. */
  claiming: string | null
  claimFailure: FlowFailure | null
  /** The failed claim may be sent again with its key (no answer came, or the server failed). */
  canRetryClaim: boolean
  /** What the last claim answered. */
  claimed: Claimed | null
  failure: FlowFailure | null
}

/** Any claim board's snapshot → its view; each board's connect names what its board and claims hold. */
export function viewOfClaimBoard<Board, Claimed>(
  snapshot: ClaimBoardSnapshot | undefined,
): ClaimBoardView<Board, Claimed> {
  const context = snapshot?.context
  const board = (context?.board ?? null) as Board | null
  const failed = snapshot?.matches('failed') ?? false
  const idle = snapshot?.matches({ ready: 'idle' }) ?? false
  const claimFailure = snapshot?.matches({ ready: 'claimFailed' }) ? (context?.claimFailure ?? null) : null
  return {
    status: board !== null ? 'ready' : failed ? 'failed' : 'loading',
    board,
    claimable: idle ? (context?.claimable ?? []) : [],
    claiming: snapshot?.matches({ ready: 'claiming' }) ? (context?.claim?.id ?? null) : null,
    claimFailure,
    canRetryClaim: claimFailure !== null && claimFailure.kind !== 'business',
    claimed: (context?.claimed ?? null) as Claimed | null,
    failure: failed ? (context?.failure ?? null) : null,
  }
}

export const claimBoardIntents = /* @__PURE__ */ defineIntents((send: Send<ClaimBoardEvent>) => ({
  refresh: () => send({ type: 'board.refresh' }),
  claim: (id: string) => send({ type: 'board.claim', id }),
  retry: () => send({ type: 'board.retry' }),
  dismiss: () => send({ type: 'board.dismiss' }),
}))

export type ClaimBoardIntents = ReturnType<typeof claimBoardIntents>

/** A board's whole view: the claim board's, what the board adds from it (`extra`), and the intents. Pure. */
export function connectClaimBoard<Board, Claimed, Extra>(
  snapshot: ClaimBoardSnapshot | undefined,
  send: Send<ClaimBoardEvent> | undefined,
  extra: (view: ClaimBoardView<Board, Claimed>) => Extra,
): ClaimBoardView<Board, Claimed> & Extra & ClaimBoardIntents {
  const view = viewOfClaimBoard<Board, Claimed>(snapshot)
  return { ...view, ...extra(view), ...claimBoardIntents(send) }
}
