export { createPromoCode } from './create-promo-code'
export {
  connectPromoCode,
  type PromoCodeIntents,
  type PromoCodeSnapshot,
  type PromoCodeView,
} from './promo-code.connect'
export { promoCodeMachine } from './promo-code.machine'
export { checkPromoCode } from './promo-code.rules'
export type { PromoCodeContext, PromoCodeEvent } from './promo-code.types'
