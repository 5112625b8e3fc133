import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  consolidatedFunds,
  dailySalaryContract,
  dividendContract,
  hourlySalaryContract,
  realTimeSalaryContract,
} from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { contractRequestsMachine } from './contract-requests.machine'
import type { RequestsEvent } from './contract-requests.types'

/** Each kind's action call (spec §7). */
export const contractRows = {
  dividend: dividendContract,
  dailySalary: dailySalaryContract,
  hourlySalary: hourlySalaryContract,
  realTimeSalary: realTimeSalaryContract,
} as const

/** The member's contract requests bound to the API, read again when the member's events say they changed. */
export function createContractRequests(portal: Portal) {
  const { api, session, flags } = portal.deps
  const machine = contractRequestsMachine.provide({
    actors: {
      checkEnabled: fromPromise(async () => {
        const context = session()?.getSnapshot().context
        return Boolean(context?.member) && !context?.isTrial && flags().AGENTPOLICY3
      }),
      loadRequests: fromPromise(({ signal }) => api.call(consolidatedFunds, undefined, { signal })),
      answerRequest: fromPromise(({ input, signal }) =>
        api.call(
          contractRows[input.kind],
          { action: input.action, contractId: input.contractId },
          { signal },
        ),
      ),
      watchRealtime: fromCallback<RequestsEvent>(({ sendBack }) => {
        return portal.events.listen(['contracts.changed', 'member.resync'], () =>
          sendBack({ type: 'contracts.refresh' }),
        )
      }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** Spec §4: loaded when signed in, not trial and AGENTPOLICY3 on; dropped with the member. */
export const contractRequestsFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'contractRequests',
  lifetime: 'session',
  create: createContractRequests,
})
