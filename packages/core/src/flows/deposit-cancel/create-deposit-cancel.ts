import { createActor, fromPromise } from 'xstate'
import { cancelC2CDeposit } from '../../api/rows/deposit-cancel'
import type { Portal } from '../../create-portal'
import { depositCancelMachine } from './deposit-cancel.machine'

/** A waiting member-to-member order's cancel (the screen's own), bound to its one call and the member's events. */
export function createDepositCancel(portal: Portal, reference: string) {
  const { api } = portal.deps
  const machine = depositCancelMachine.provide({
    actors: {
      // Exactly one request: the row is no read, so the transport never repeats it.
      cancelOrder: fromPromise(({ input, signal }) => api.call(cancelC2CDeposit, input, { signal })),
    },
    // The order's lists (the deposit page, the pending count) read again; no money moved.
    actions: { announceDepositsChanged: () => portal.events.announce({ type: 'deposits.changed' }) },
  })
  return createActor(machine, {
    input: { reference, random: portal.deps.random },
    ...portal.deps.actorOptions,
  })
}
