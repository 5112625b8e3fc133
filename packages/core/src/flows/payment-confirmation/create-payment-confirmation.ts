import { createActor, fromCallback, fromPromise } from 'xstate'
import { paymentConfirmations, processC2CTransaction } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { realtimeFlow } from '../realtime/create-realtime'
import { paymentConfirmationMachine } from './payment-confirmation.machine'
import type { ConfirmationEvent } from './payment-confirmation.types'

/** The member's confirmations bound to the API and to the member's real-time channel. */
export function createPaymentConfirmation(portal: Portal) {
  const { api } = portal.deps
  const machine = paymentConfirmationMachine.provide({
    actors: {
      loadConfirmations: fromPromise(({ signal }) => api.call(paymentConfirmations, undefined, { signal })),
      answerConfirmation: fromPromise(({ input, signal }) =>
        api.call(processC2CTransaction, input, { signal }),
      ),
      watchRealtime: fromCallback<ConfirmationEvent>(({ sendBack }) => {
        // The channel is the same member's session flow; asking for it starts it if nothing else has.
        const channel = portal.flows.get(realtimeFlow)
        if (!channel) return () => {}
        const refresh = () => sendBack({ type: 'confirmations.refresh' })
        const resync = channel.on('realtime.resync', refresh)
        const message = channel.on('realtime.message', ({ message }) => {
          if (message.type === 'PAYMENT_CONFIRMATION') refresh()
        })
        return () => {
          resync.unsubscribe()
          message.unsubscribe()
        }
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
