import { createActor, fromPromise } from 'xstate'
import { contractList, offerContract } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { contractOfferMachine } from './contract-offer.machine'
import { contractRows } from './create-contract-requests'

/** The agent's contracts screen, bound to the API (a screen flow: created and stopped with the page). */
export function createContractOffer(portal: Portal) {
  const { api } = portal.deps
  const machine = contractOfferMachine.provide({
    actors: {
      loadList: fromPromise(({ signal }) => api.call(contractList, undefined, { signal })),
      sendOffer: fromPromise(({ input, signal }) => api.call(offerContract, input, { signal })),
      terminate: fromPromise(({ input, signal }) =>
        api.call(contractRows[input.kind], { action: 'terminate', contractId: input.contractId }, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
