export { type ApplicationView, connectApplication } from './application.connect'
export {
  type ApplicationContext,
  type ApplicationEvent,
  applicationMachine,
  remarkMax,
} from './application.machine'
export { createApplication, createPromotions, createRaffle, promotionsFlow } from './create-promotions'
export {
  buttonOf,
  connectPromotions,
  type PromotionsIntents,
  type PromotionsView,
} from './promotions.connect'
export { promotionsMachine } from './promotions.machine'
export type { PromotionsContext, PromotionsEvent } from './promotions.types'
export { connectRaffle, type RaffleView } from './raffle.connect'
export { raffleMachine } from './raffle.machine'
