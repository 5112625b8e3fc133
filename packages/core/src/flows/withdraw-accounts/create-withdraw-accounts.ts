import { createActor, fromPromise } from 'xstate'
import { bankCardSetting, bankCards, removeBankCard } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { withdrawAccountsMachine } from './withdraw-accounts.machine'

/** The withdrawal accounts page's flow bound to the API; its screen owns it. */
export function createWithdrawAccounts(portal: Portal) {
  const { api } = portal.deps
  const machine = withdrawAccountsMachine.provide({
    actors: {
      loadAccounts: fromPromise(async ({ signal }) => {
        const [cards, cardSetting] = await Promise.all([
          api.call(bankCards, undefined, { signal }),
          api.call(bankCardSetting, undefined, { signal }),
        ])
        return { cards, cardSetting }
      }),
      // One request per confirmation: a removal is no read, so the transport never repeats it.
      removeCard: fromPromise(({ input, signal }) =>
        api.call(removeBankCard, { cardId: input.cardId, paymentPassword: input.password }, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
