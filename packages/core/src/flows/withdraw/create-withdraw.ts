import { createActor, fromPromise } from 'xstate'
import {
  addBankCard,
  bankCardSetting,
  bankCards,
  setDefaultBankCard,
  withdraw,
  withdrawAccountInfo,
  withdrawCharges,
  withdrawSettings,
} from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { withdrawMachine } from './withdraw.machine'

/** The withdraw page's flow bound to the API; its screen owns it (created and stopped with the page). */
export function createWithdraw(portal: Portal) {
  const { api } = portal.deps
  const machine = withdrawMachine.provide({
    actors: {
      loadWithdraw: fromPromise(async ({ signal }) => {
        const [settings, cards, cardSetting, accounts] = await Promise.all([
          api.call(withdrawSettings, undefined, { signal }),
          api.call(bankCards, undefined, { signal }),
          api.call(bankCardSetting, undefined, { signal }),
          api.call(withdrawAccountInfo, undefined, { signal }),
        ])
        return { settings, cards, cardSetting, accounts }
      }),
      loadCharges: fromPromise(({ input, signal }) => api.call(withdrawCharges, input, { signal })),
      // Exactly one request: `withdraw` is no read, so the transport never repeats it.
      submitWithdraw: fromPromise(({ input, signal }) => api.call(withdraw, input, { signal })),
      addCard: fromPromise(({ input, signal }) => api.call(addBankCard, input, { signal })),
      setDefaultCard: fromPromise(({ input, signal }) =>
        api.call(setDefaultBankCard, { cardId: input.id }, { signal }),
      ),
    },
    actions: {
      announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'withdrawal' }),
    },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
