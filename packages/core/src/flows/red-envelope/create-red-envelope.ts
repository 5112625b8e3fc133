import { createActor, fromPromise } from 'xstate'
import { sendRedEnvelope, sentRedEnvelopes } from '../../api/rows/agent-money'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { redEnvelopeMachine } from './red-envelope.machine'

/** The agent's red-envelope page bound to the API; its screen owns it. */
export function createRedEnvelope(portal: Portal) {
  const { api } = portal.deps
  const machine = redEnvelopeMachine.provide({
    actors: {
      loadHistory: fromPromise(
        async ({ signal }) => (await api.call(sentRedEnvelopes, undefined, { signal })).content,
      ),
      sendEnvelope: fromPromise(({ input, signal }) =>
        api.call(
          sendRedEnvelope,
          {
            total: moneyToDecimal(input.total),
            count: input.count,
            split: input.split,
            expiresInHours: input.hours,
            paymentPassword: input.paymentPassword,
            idempotencyKey: input.key,
          },
          { signal },
        ),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'envelope' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
