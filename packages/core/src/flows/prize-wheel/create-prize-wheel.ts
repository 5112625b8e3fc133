import { claimTickets, prizeWheelInfo, tickets } from '../../api/endpoints'
import type { Spin } from '../../api/schemas/prize-wheel'
import type { Portal } from '../../create-portal'
import { claimBoardActor } from '../claim-board/claim-board.actor'
import type { PrizeWheelBoard } from './prize-wheel.connect'

/**
 * The prize wheel (`/member/prizeWheel`, issue 32): the wheel, the member's tickets and spins; a spin spends a
 * ticket, and the platform decides where the wheel stops before it answers: the screen only shows that answer.
 */
export function createPrizeWheel(portal: Portal) {
  const { api } = portal.deps
  return claimBoardActor<PrizeWheelBoard, Spin>(portal, {
    load: async (signal) => {
      const [wheel, held] = await Promise.all([
        api.call(prizeWheelInfo, undefined, { signal }),
        api.call(tickets, undefined, { signal }),
      ])
      return { board: { wheel, tickets: held }, claimable: held.available > 0 ? [wheel.wheelId] : [] }
    },
    claim: ({ id, key }, signal) => api.call(claimTickets, { wheelId: id, requestId: key }, { signal }),
  })
}
