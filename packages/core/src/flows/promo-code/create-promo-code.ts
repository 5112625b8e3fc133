import { createActor, fromPromise } from 'xstate'
import { claimPromoCode, promoCodes } from '../../api/rows/promo-codes'
import type { Portal } from '../../create-portal'
import { promoCodeMachine } from './promo-code.machine'

/** The reward centre's promo code bound to its two calls; its screen owns it. */
export function createPromoCode(portal: Portal) {
  const { api } = portal.deps
  const machine = promoCodeMachine.provide({
    actors: {
      loadClaims: fromPromise(async ({ signal }) => (await api.call(promoCodes, undefined, { signal })).list),
      // Exactly one request: the row is no read, so the transport never repeats it.
      claimCode: fromPromise(({ input, signal }) =>
        api.call(claimPromoCode, { code: input.code, idempotencyKey: input.key }, { signal }),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'bonus' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
