import { createActor, fromPromise } from 'xstate'
import { walletReturn, walletTransfer } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { transferMachine } from './transfer.machine'
import type { TransferOutcome } from './transfer.types'

const main = 'main'

/** The My wallet page's transfer form bound to the API: one request per action, its key in the body. */
export function createTransfer(portal: Portal) {
  const { api } = portal.deps
  const machine = transferMachine.provide({
    actors: {
      sendRequest: fromPromise(async ({ input, signal }): Promise<TransferOutcome> => {
        if (input.kind === 'collect') {
          const customerId = portal.deps.session()?.getSnapshot().context.member?.id ?? ''
          const answer = await api.call(walletReturn, { customerId, requestId: input.key }, { signal })
          return { kind: 'collect', collected: answer.collected, skipped: answer.skipped }
        }
        const inward = input.direction === 'in'
        await api.call(
          walletTransfer,
          {
            from: inward ? main : input.vendor,
            to: inward ? input.vendor : main,
            amount: moneyToDecimal(input.amount),
            requestId: input.key,
          },
          { signal },
        )
        return { kind: 'transfer' }
      }),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'transfer' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
