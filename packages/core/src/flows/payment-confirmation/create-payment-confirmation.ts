import { createActor, fromCallback, fromPromise } from 'xstate'
import { paymentConfirmations, processC2CTransaction } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { paymentConfirmationMachine } from './payment-confirmation.machine'
import type { ConfirmationEvent } from './payment-confirmation.types'

/** The member's confirmations bound to the API, read again when the member's events say they changed. */
export function createPaymentConfirmation(portal: Portal) {
  const { api } = portal.deps
  const machine = paymentConfirmationMachine.provide({
    actors: {
      loadConfirmations: fromPromise(({ signal }) => api.call(paymentConfirmations, undefined, { signal })),
      answerConfirmation: fromPromise(({ input, signal }) =>
        api.call(processC2CTransaction, input, { signal }),
      ),
      watchRealtime: fromCallback<ConfirmationEvent>(({ sendBack }) => {
        return portal.events.listen(['confirmations.changed', 'member.resync'], () =>
          sendBack({ type: 'confirmations.refresh' }),
        )
      }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/**
 * Spec §4: pending confirmations belong to the signed-in member; the registry drops them on sign-out or a change
 * of member, and the next member's are loaded after their sign-in.
 */
export const paymentConfirmationFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'paymentConfirmation',
  lifetime: 'session',
  create: createPaymentConfirmation,
})
