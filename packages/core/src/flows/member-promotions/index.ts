export { createMemberPromotions } from './create-member-promotions'
export {
  connectMemberPromotions,
  type MemberPromotionsView,
  type MemberPromotionView,
} from './member-promotions.connect'
export type {
  MemberPromotionKind,
  MemberPromotionOffer,
  MemberPromotionsBoard,
} from './member-promotions.types'
