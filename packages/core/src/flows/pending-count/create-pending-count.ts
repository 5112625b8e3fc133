import { createActor, fromCallback, fromPromise } from 'xstate'
import { pendingDepositWithdrawCount } from '../../api/rows/deposit-order'
import type { Portal } from '../../create-portal'
import { type PendingCountEvent, pendingCountMachine } from './pending-count.machine'

/**
 * The member centre's pending count, bound to the API and to the member's events: a settled deposit or
 * withdrawal, money that moved (a withdrawal asked) and a resync read it again.
 */
export function createPendingCount(portal: Portal) {
  const { api } = portal
  const machine = pendingCountMachine.provide({
    actors: {
      loadCount: fromPromise(({ signal }) => api.call(pendingDepositWithdrawCount, undefined, { signal })),
      watchPending: fromCallback(({ sendBack }) =>
        portal.events.listen(
          ['deposits.changed', 'withdrawals.changed', 'money.moved', 'member.resync'],
          () => sendBack({ type: 'pending.refresh' } satisfies PendingCountEvent),
        ),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
