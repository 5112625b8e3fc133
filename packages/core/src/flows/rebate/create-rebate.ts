import { createActor, fromPromise } from 'xstate'
import { accruedRebates, rebateDisburse } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { rebateMachine } from './rebate.machine'

/** The manual rebate page bound to the API. */
export function createRebate(portal: Portal) {
  const { api } = portal.deps
  const machine = rebateMachine.provide({
    actors: {
      loadRebates: fromPromise(({ signal }) => api.call(accruedRebates, undefined, { signal })),
      claimRebate: fromPromise(({ input, signal }) =>
        api.call(rebateDisburse, { requestId: input.key }, { signal }),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'bonus' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
