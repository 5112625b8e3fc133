import * as calls from '../../api/rows/member-promotions'
import type { MemberPromotionClaim } from '../../api/schemas/member-promotions'
import type { Portal } from '../../create-portal'
import { claimBoardActor } from '../claim-board/claim-board.actor'
import { issueIdOf, type MemberPromotionsBoard, offersOf } from './member-promotions.types'

/**
 * The member's own promotions in the reward centre (issue 32): registration, daily login, loss-back and those the
 * back office issued, each as the platform judges it now, claimed into the main wallet on the shared claim board.
 */
export function createMemberPromotions(portal: Portal) {
  const { api } = portal.deps
  return claimBoardActor<MemberPromotionsBoard, MemberPromotionClaim>(portal, {
    load: async (signal) => {
      const [register, login, savior, issued] = await Promise.all([
        api.call(calls.registerPromotion, undefined, { signal }),
        api.call(calls.loginPromotion, undefined, { signal }),
        api.call(calls.saviorPromotion, undefined, { signal }),
        api.call(calls.issuedPromotions, undefined, { signal }),
      ])
      const board = { register, login, savior, issued: issued.promotions }
      return {
        board,
        claimable: offersOf(board)
          .filter((offer) => offer.state === 'available')
          .map((offer) => offer.id),
      }
    },
    claim: ({ id, key }, signal) => {
      const issueId = issueIdOf(id)
      const keyed = { requestId: key }
      if (issueId !== null) return api.call(calls.claimIssuedPromotion, { issueId, ...keyed }, { signal })
      if (id === 'register') return api.call(calls.claimRegisterPromotion, keyed, { signal })
      if (id === 'login') return api.call(calls.claimLoginPromotion, keyed, { signal })
      return api.call(calls.claimSaviorPromotion, keyed, { signal })
    },
  })
}
