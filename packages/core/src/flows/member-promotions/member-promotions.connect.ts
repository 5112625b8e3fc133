import type { MemberPromotionClaim } from '../../api/schemas/member-promotions'
import {
  type ClaimBoardIntents,
  type ClaimBoardSnapshot,
  type ClaimBoardView,
  connectClaimBoard,
} from '../claim-board/claim-board.connect'
import type { ClaimBoardEvent } from '../claim-board/claim-board.types'
import type { Send } from '../shared/intents'
import { type MemberPromotionOffer, type MemberPromotionsBoard, offersOf } from './member-promotions.types'

export type MemberPromotionView = MemberPromotionOffer & { canClaim: boolean; claiming: boolean }

export interface MemberPromotionsView extends ClaimBoardView<MemberPromotionsBoard, MemberPromotionClaim> {
  offers: readonly MemberPromotionView[]
}

/** The member promotions' snapshot → their section; a claim is `claim(offer.id)`. Pure. */
export function connectMemberPromotions(
  snapshot: ClaimBoardSnapshot | undefined,
  send?: Send<ClaimBoardEvent>,
): MemberPromotionsView & ClaimBoardIntents {
  return connectClaimBoard(
    snapshot,
    send,
    (view: ClaimBoardView<MemberPromotionsBoard, MemberPromotionClaim>) => ({
      offers: view.board
        ? offersOf(view.board).map(
            (offer): MemberPromotionView => ({
              ...offer,
              canClaim: view.claimable.includes(offer.id),
              claiming: view.claiming === offer.id,
            }),
          )
        : [],
    }),
  )
}
