import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  availablePromotions,
  claimRafflePromotion,
  raffleStatus,
  requestPromotionReward,
  signUpPromotion,
} from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { applicationMachine } from './application.machine'
import { promotionsMachine } from './promotions.machine'
import type { PromotionsEvent } from './promotions.types'
import { raffleMachine } from './raffle.machine'

/** The promotions list with join and claim, bound to the API (the promotions page, the reward centre). */
export function createPromotions(portal: Portal) {
  const { api } = portal.deps
  const machine = promotionsMachine.provide({
    actors: {
      loadPromotions: fromPromise(
        async ({ signal }) => (await api.call(availablePromotions, undefined, { signal })).list,
      ),
      joinPromotion: fromPromise(({ input, signal }) => api.call(signUpPromotion, input, { signal })),
      claimPayout: fromPromise(({ input, signal }) => api.call(requestPromotionReward, input, { signal })),
      // A visitor hears nothing: their list has nothing that moves with money.
      followMoney: fromCallback<PromotionsEvent>(({ sendBack }) =>
        portal.events.listen(['money.moved'], () => sendBack({ type: 'promotions.refresh' })),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'bonus' }) },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** An application to one promotion, bound to the join call. */
export function createApplication(portal: Portal, promotionId: string) {
  const { api } = portal.deps
  const machine = applicationMachine.provide({
    actors: {
      applyPromotion: fromPromise(({ input, signal }) => api.call(signUpPromotion, input, { signal })),
    },
  })
  return createActor(machine, { input: { promotionId }, ...portal.deps.actorOptions })
}

/** The raffle bound to its two calls. */
export function createRaffle(portal: Portal) {
  const { api } = portal.deps
  const machine = raffleMachine.provide({
    actors: {
      loadRaffle: fromPromise(({ signal }) => api.call(raffleStatus, undefined, { signal })),
      drawRaffle: fromPromise(({ signal }) => api.call(claimRafflePromotion, undefined, { signal })),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'bonus' }) },
  })
  return createActor(machine, portal.deps.actorOptions)
}
