import { and, assign, setup } from 'xstate'
import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import { compareMoney } from '../../domain/money'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { withField } from '../shared/fields'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import {
  emptyAgentTransferFields,
  fieldOfRefusal,
  sendableAmount,
  validateAgentTransfer,
} from './agent-transfer.rules'
import type {
  AgentTransferContext,
  AgentTransferEvent,
  AgentTransferInput,
  AgentTransferRequest,
} from './agent-transfer.types'

/**
 * Money to my upline or to someone in my team, a screen flow: the balance, upline and fund-password state load
 * first; a submit is checked here, then sent as one request with one new idempotency key. Retry after a lost
 * answer sends the same key (the server answers the same transfer, never a second); any change is a new action.
 * The fund password is forgotten once the server answered.
 */
export const agentTransferMachine = setup({
  types: {
    context: {} as AgentTransferContext,
    events: {} as AgentTransferEvent,
    input: {} as AgentTransferInput,
    children: {} as { loadInfo: 'loadInfo'; sendTransfer: 'sendTransfer' },
  },
  actors: {
    loadInfo: notProvided<AgentTransferInfo>('loadInfo'),
    sendTransfer: notProvided<AgentTransfer, AgentTransferRequest>('sendTransfer'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignInfo: assign(({ context }, info: AgentTransferInfo) => ({
      info,
      failure: null,
      fields: context.toUpline ? { ...context.fields, to: info.upline ?? '' } : context.fields,
    })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignBalance: assign(({ context, event }) =>
      event.type === 'agentTransfer.balance' && context.info
        ? { info: { ...context.info, balance: event.balance } }
        : {},
    ),
    change: assign(({ context, event }) => {
      if (event.type !== 'agentTransfer.change') return {}
      return { ...withField(context, event.field, event.value), request: null, failure: null }
    }),
    assignErrors: assign(({ context }) => ({ fieldErrors: validateAgentTransfer(context), failure: null })),
    /** A new action: a new key, the one request it will ever send (Retry aside). */
    takeRequest: assign(({ context }) => {
      const amount = context.info ? sendableAmount(context.fields.amount, context.info) : null
      if (!amount || 'code' in amount) return {}
      const request: AgentTransferRequest = {
        key: requestKey(context.random),
        to: context.fields.to.trim(),
        amount,
        password: context.fields.password,
      }
      return { request, failure: null, done: null, fieldErrors: {} }
    }),
    assignDone: assign(({ context }, done: AgentTransfer) => ({
      done,
      request: null,
      // To my upline the recipient stays: the next transfer goes to the same person.
      fields: { ...emptyAgentTransferFields, to: context.toUpline ? context.fields.to : '' },
      info: context.info ? { ...context.info, balance: done.balance } : null,
    })),
    assignSendFailure: assign(({ context }, error: unknown) => {
      const failure = flowFailure(error)
      if (failure.kind !== 'business') return { failure }
      // The server answered and moved nothing: the password is forgotten, the next submit is a new action.
      const fields = { ...context.fields, password: '' }
      const field = fieldOfRefusal(failure.field)
      if (!field) return { failure, fields }
      return { failure: null, fields, fieldErrors: { [field]: { code: failure.code } } }
    }),
  },
  guards: {
    /** To my upline the recipient is not the user's to change. */
    isEditable: ({ context, event }) =>
      !(context.toUpline && event.type === 'agentTransfer.change' && event.field === 'to'),
    /** A balance other than the one the form knows (the same one again changes nothing). */
    isNewBalance: ({ context, event }) =>
      event.type === 'agentTransfer.balance' &&
      context.info !== null &&
      compareMoney(context.info.balance, event.balance) !== 0,
    isValid: ({ context }) => Object.keys(validateAgentTransfer(context)).length === 0,
    /** The server answered (a refusal, a server error): nothing moved, so a new submit is a new action. */
    isAnswered: ({ context }) => context.failure?.kind !== 'network' && context.failure?.kind !== 'timeout',
  },
}).createMachine({
  id: 'agentTransfer',
  context: ({ input }) => ({
    random: input.random,
    toUpline: input.toUpline ?? false,
    info: null,
    fields: { ...emptyAgentTransferFields },
    fieldErrors: {},
    request: null,
    failure: null,
    done: null,
  }),
  on: { 'agentTransfer.balance': { guard: 'isNewBalance', actions: 'assignBalance' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'ready', actions: { type: 'assignInfo', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
    },
    loadFailed: { on: { 'agentTransfer.retry': 'loading' } },
    ready: {
      on: {
        'agentTransfer.change': { guard: 'isEditable', actions: 'change' },
        'agentTransfer.submit': [
          { guard: 'isValid', target: 'sending', actions: 'takeRequest' },
          { actions: 'assignErrors' },
        ],
      },
    },
    /** The one request of the action is on its way; nothing else is sent meanwhile. */
    sending: {
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        input: ({ context }) => context.request as AgentTransferRequest,
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignDone', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: { target: 'failed', actions: { type: 'assignSendFailure', params: errorOf } },
      },
    },
    /** No answer, or a refusal: Retry sends the same key; a change starts a new action. */
    failed: {
      on: {
        'agentTransfer.retry': { target: 'sending', actions: assign({ failure: null }) },
        'agentTransfer.change': { guard: 'isEditable', target: 'ready', actions: 'change' },
        // After no answer only Retry may send, or the first transfer could be made twice.
        'agentTransfer.submit': [
          { guard: and(['isAnswered', 'isValid']), target: 'sending', actions: 'takeRequest' },
          { guard: 'isAnswered', target: 'ready', actions: 'assignErrors' },
        ],
      },
    },
  },
})
