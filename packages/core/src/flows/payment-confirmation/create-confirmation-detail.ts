import { createActor, fromPromise } from 'xstate'
import { depositConfirmationDetail } from '../../api/rows/deposit-order'
import type { ConfirmationDetail } from '../../api/schemas/deposit-order'
import type { Portal } from '../../create-portal'
import { confirmationDetailMachine } from './confirmation-detail.machine'

/** The payer's proof of one payment confirmation (the dialog's own), read once per ask. */
export function createConfirmationDetail(portal: Portal, payDetailId: string) {
  const { api } = portal
  const machine = confirmationDetailMachine.provide({
    actors: {
      loadDetail: fromPromise<ConfirmationDetail, { payDetailId: string }>(({ input, signal }) =>
        api.call(depositConfirmationDetail, input, { signal }),
      ),
    },
  })
  return createActor(machine, { input: { payDetailId }, ...portal.deps.actorOptions })
}
