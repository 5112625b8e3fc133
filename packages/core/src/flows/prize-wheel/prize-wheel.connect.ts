import type { PrizeWheel, Spin, Tickets } from '../../api/schemas/prize-wheel'
import type { ClaimBoardIntents } from '../claim-board/claim-board.connect'
import {
  type ClaimBoardSnapshot,
  type ClaimBoardView,
  connectClaimBoard,
} from '../claim-board/claim-board.connect'
import type { ClaimBoardEvent } from '../claim-board/claim-board.types'
import type { Send } from '../shared/intents'

export interface PrizeWheelBoard {
  wheel: PrizeWheel
  tickets: Tickets
}

export interface PrizeWheelView extends ClaimBoardView<PrizeWheelBoard, Spin> {
  wheel: PrizeWheel | null
  tickets: Tickets | null
  canSpin: boolean
  /** A spin's request is on its way: the wheel turns until the answer says where it stops. */
  spinning: boolean
  /** The last spin's answer: the segment the wheel shows and the prize. */
  result: Spin | null
}

/** The prize wheel's snapshot → its section; a spin is `claim(wheel.wheelId)`. Pure. */
export function connectPrizeWheel(
  snapshot: ClaimBoardSnapshot | undefined,
  send?: Send<ClaimBoardEvent>,
): PrizeWheelView & ClaimBoardIntents {
  return connectClaimBoard<PrizeWheelBoard, Spin, Omit<PrizeWheelView, keyof ClaimBoardView<never, never>>>(
    snapshot,
    send,
    (view) => {
      const wheel = view.board?.wheel ?? null
      return {
        wheel,
        tickets: view.board?.tickets ?? null,
        canSpin: wheel !== null && view.claimable.includes(wheel.wheelId),
        spinning: view.claiming !== null,
        result: view.claimed,
      }
    },
  )
}
