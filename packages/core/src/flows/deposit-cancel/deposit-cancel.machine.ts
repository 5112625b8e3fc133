import { assign, type ErrorActorEvent, setup } from 'xstate'
import { isApiError } from '../../api/errors'
import type { DepositOrder } from '../../api/schemas/deposit'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import type {
  DepositCancelContext,
  DepositCancelEvent,
  DepositCancelInput,
  DepositCancelRequest,
} from './deposit-cancel.types'

/**
 * Cancelling a waiting member-to-member deposit (issue 32; docs/flows/deposit-cancel.md), a screen flow beside
 * the order: asked, then confirmed, then one `cancelC2CDeposit` request with a new idempotency key. A refusal
 * (paid already, settled, not the member's) changes nothing and says why; no answer keeps the key, and only Retry
 * sends, the same request, so the platform answers the same cancel. Cancelled, the flow announces
 * `deposits.changed`, and the lists of orders read again.
 */
export const depositCancelMachine = setup({
  types: {
    context: {} as DepositCancelContext,
    events: {} as DepositCancelEvent,
    input: {} as DepositCancelInput,
    children: {} as { cancelOrder: 'cancelOrder' },
  },
  actors: {
    cancelOrder: notProvided<DepositOrder, DepositCancelRequest>('cancelOrder'),
  },
  actions: {
    announceDepositsChanged: actionNotProvided('announceDepositsChanged'),
    clearFailure: assign({ failure: null }),
    /** A new action: a new key, the one request it will ever send (Retry aside). */
    takeKey: assign(({ context }) => ({ key: requestKey(context.random), failure: null })),
    assignCancelled: assign((_, order: DepositOrder) => ({ cancelled: order, key: null })),
    assignRefusal: assign((_, error: unknown) => ({ failure: flowFailure(error), key: null })),
    assignUnanswered: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    isRefusal: ({ event }) => {
      const { error } = event as unknown as ErrorActorEvent
      return isApiError(error) && error.kind === 'business'
    },
  },
}).createMachine({
  id: 'depositCancel',
  context: ({ input }) => ({
    reference: input.reference,
    random: input.random,
    key: null,
    failure: null,
    cancelled: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'cancel.ask': { target: 'confirming', actions: 'clearFailure' } } },
    /** "Cancel this order?": nothing is sent until the member confirms. */
    confirming: {
      on: {
        'cancel.confirm': { target: 'cancelling', actions: 'takeKey' },
        'cancel.dismiss': 'idle',
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ reference: context.reference, idempotencyKey: context.key ?? '' }),
        onDone: {
          target: 'cancelled',
          actions: [
            { type: 'assignCancelled', params: ({ event }) => event.output },
            'announceDepositsChanged',
          ],
        },
        onError: [
          { guard: 'isRefusal', target: 'idle', actions: { type: 'assignRefusal', params: errorOf } },
          { target: 'uncertain', actions: { type: 'assignUnanswered', params: errorOf } },
        ],
      },
    },
    /** No answer, or one that could not be read: the cancel may have happened, so only Retry sends, same key. */
    uncertain: { on: { 'cancel.retry': { target: 'cancelling', actions: 'clearFailure' } } },
    cancelled: { type: 'final' },
  },
})
