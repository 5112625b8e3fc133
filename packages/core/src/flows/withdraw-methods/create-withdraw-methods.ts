import { createActor, fromPromise } from 'xstate'
import { bindWithdrawAccount, withdrawAccountInfo, withdrawMethods } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { withdrawMethodsMachine } from './withdraw-methods.machine'

/** The withdrawal methods' flow bound to the API; the withdrawal accounts page owns it. */
export function createWithdrawMethods(portal: Portal) {
  const { api } = portal.deps
  const machine = withdrawMethodsMachine.provide({
    actors: {
      loadMethods: fromPromise(async ({ signal }) => {
        const [{ methods }, accounts] = await Promise.all([
          api.call(withdrawMethods, undefined, { signal }),
          api.call(withdrawAccountInfo, undefined, { signal }),
        ])
        return { methods, accounts }
      }),
      // One request per submit: a bind is no read, so the transport never repeats it.
      bindAccount: fromPromise(({ input, signal }) => api.call(bindWithdrawAccount, input, { signal })),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
