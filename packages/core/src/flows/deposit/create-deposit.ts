import { createActor, fromCallback, fromPromise } from 'xstate'
import { depositChannels, depositOrders, submitDeposit, uploadDepositReceipt } from '../../api/rows/deposit'
import type { DepositOrder, DepositReceiptRequest } from '../../api/schemas/deposit'
import type { Portal } from '../../create-portal'
import { depositMachine } from './deposit.machine'
import type { DepositEvent, SubmitInput } from './deposit.types'
import { depositReceiptMachine } from './deposit-receipt.machine'

/**
 * The deposit page's actor (screen lifetime), bound to the API and to the member's events: `deposits.changed`
 * (the platform approved or rejected an order) or `member.resync` reads the orders again. The submit is one
 * request per call, never repeated by the transport (the row is not idempotent).
 */
export function createDeposit(portal: Portal) {
  const { api } = portal
  const machine = depositMachine.provide({
    actors: {
      loadChannels: fromPromise(({ signal }) => api.call(depositChannels, undefined, { signal })),
      loadOrders: fromPromise(({ signal }) => api.call(depositOrders, undefined, { signal })),
      submitDeposit: fromPromise<DepositOrder, SubmitInput>(({ input, signal }) =>
        api.call(submitDeposit, input, { signal }),
      ),
      watchDeposits: fromCallback(({ sendBack }) => {
        return portal.events.listen(['deposits.changed', 'member.resync'], () =>
          sendBack({ type: 'deposit.settled' } satisfies DepositEvent),
        )
      }),
    },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}

/** The receipt form of one bank-transfer order (screen lifetime): one upload per send, never repeated. */
export function createDepositReceipt(portal: Portal, reference: string) {
  const { api } = portal
  const machine = depositReceiptMachine.provide({
    actors: {
      uploadReceipt: fromPromise<DepositOrder, DepositReceiptRequest>(({ input, signal }) =>
        api.call(uploadDepositReceipt, input, { signal }),
      ),
    },
  })
  return createActor(machine, { input: { reference }, ...portal.deps.actorOptions })
}
