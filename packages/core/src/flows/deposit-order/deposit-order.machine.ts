import { assign, type ErrorActorEvent, setup } from 'xstate'
import type { DepositOrder } from '../../api/schemas/deposit'
import {
  type DepositChatLink,
  type DepositReferenceRequest,
  depositReferencePattern,
} from '../../api/schemas/deposit-order'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { DepositOrderContext, DepositOrderEvent } from './deposit-order.types'

/** The typed reference as it is sent: without the spaces a paste brings around it. */
export const typedReference = (typed: string) => typed.trim()

/**
 * A waiting deposit order's own actions (issue 32; docs/flows/deposit-order.md), a screen flow beside the order:
 * the reference the member's bank gave the transfer, checked as it is typed and saved once per save (the
 * platform keeps the latest, so a repeat after a lost answer changes nothing), and a chat room with the deposit
 * desk about the order. A failure keeps what was typed; the same button tries again.
 */
export const depositOrderMachine = setup({
  types: {
    context: {} as DepositOrderContext,
    events: {} as DepositOrderEvent,
    input: {} as { reference: string; saved?: string },
    children: {} as { saveReference: 'saveReference'; requestChat: 'requestChat' },
  },
  actors: {
    saveReference: notProvided<DepositOrder, DepositReferenceRequest>('saveReference'),
    requestChat: notProvided<DepositChatLink, { reference: string }>('requestChat'),
  },
  actions: {
    assignTyped: assign((_, value: string) => ({ typed: value, issue: null })),
    assignIssue: assign({ issue: 'referenceInvalid' as const }),
    startSave: assign({ failure: null }),
    assignSaved: assign((_, order: DepositOrder) => ({
      order,
      saved: order.memberReference ?? null,
      typed: '',
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    startChat: assign({ chatFailure: null, chat: null }),
    assignChat: assign((_, chat: DepositChatLink) => ({ chat })),
    assignChatFailure: assign((_, error: unknown) => ({ chatFailure: flowFailure(error) })),
  },
  guards: {
    malformed: ({ context }) => !depositReferencePattern.test(typedReference(context.typed)),
  },
}).createMachine({
  id: 'depositOrder',
  context: ({ input }) => ({
    reference: input.reference,
    typed: '',
    saved: input.saved ?? null,
    issue: null,
    failure: null,
    order: null,
    chat: null,
    chatFailure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.type': { actions: { type: 'assignTyped', params: ({ event }) => event.value } },
        'order.save': [
          { guard: 'malformed', actions: 'assignIssue' },
          { target: 'saving', actions: 'startSave' },
        ],
        'order.chat': { target: 'linking', actions: 'startChat' },
      },
    },
    saving: {
      invoke: {
        id: 'saveReference',
        src: 'saveReference',
        input: ({ context }) => ({
          reference: context.reference,
          memberReference: typedReference(context.typed),
        }),
        onDone: { target: 'idle', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    linking: {
      invoke: {
        id: 'requestChat',
        src: 'requestChat',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: { target: 'idle', actions: { type: 'assignChat', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: {
            type: 'assignChatFailure',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
  },
})
