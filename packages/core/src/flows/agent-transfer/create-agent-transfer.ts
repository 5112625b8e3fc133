import { createActor, fromPromise } from 'xstate'
import { agentTransfer, agentTransferInfo } from '../../api/rows/agent-money'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { agentTransferMachine } from './agent-transfer.machine'

/** The agent centre's transfer page's flow (upline or anyone in my team) bound to the API; its screen owns it. */
export const createAgentTransfer = (portal: Portal) => boundTransfer(portal, false)

/** The member centre's transfer to upline: the same flow, its recipient my upline. */
export const createUplineTransfer = (portal: Portal) => boundTransfer(portal, true)

function boundTransfer(portal: Portal, toUpline: boolean) {
  const { api } = portal.deps
  const machine = agentTransferMachine.provide({
    actors: {
      loadInfo: fromPromise(({ signal }) => api.call(agentTransferInfo, undefined, { signal })),
      // Exactly one request: the row is no read, so the transport never repeats it.
      sendTransfer: fromPromise(({ input, signal }) =>
        api.call(
          agentTransfer,
          {
            to: input.to,
            amount: moneyToDecimal(input.amount),
            paymentPassword: input.password,
            idempotencyKey: input.key,
          },
          { signal },
        ),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'transfer' }) },
  })
  return createActor(machine, {
    input: { random: portal.deps.random, toUpline },
    ...portal.deps.actorOptions,
  })
}
