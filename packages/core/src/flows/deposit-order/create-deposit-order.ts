import { createActor, fromPromise } from 'xstate'
import { depositChatLink, updateDepositReference } from '../../api/rows/deposit-order'
import type { DepositOrder } from '../../api/schemas/deposit'
import type { DepositChatLink, DepositReferenceRequest } from '../../api/schemas/deposit-order'
import type { Portal } from '../../create-portal'
import { depositOrderMachine } from './deposit-order.machine'

/** A waiting order's reference and chat (the screen's own): one request per save or per chat asked. */
export function createDepositOrder(portal: Portal, order: { reference: string; memberReference?: string }) {
  const { api } = portal
  const machine = depositOrderMachine.provide({
    actors: {
      saveReference: fromPromise<DepositOrder, DepositReferenceRequest>(({ input, signal }) =>
        api.call(updateDepositReference, input, { signal }),
      ),
      requestChat: fromPromise<DepositChatLink, { reference: string }>(({ input, signal }) =>
        api.call(depositChatLink, input, { signal }),
      ),
    },
  })
  const input = {
    reference: order.reference,
    ...(order.memberReference ? { saved: order.memberReference } : {}),
  }
  return createActor(machine, { input, ...portal.deps.actorOptions })
}
