import { assign, setup } from 'xstate'
import type { WithdrawAccounts } from '../../api/schemas/withdraw-methods'
import { errorOf } from '../shared/error-of'
import { notProvided } from '../shared/not-provided'
import { withdrawFailure } from '../withdraw/withdraw.rules'
import {
  afterBindFailure,
  bindable,
  bindRequest,
  emptyBindFields,
  validateBind,
} from './withdraw-methods.rules'
import type {
  BindRequest,
  WithdrawMethodsContext,
  WithdrawMethodsEvent,
  WithdrawMethodsLoaded,
} from './withdraw-methods.types'

/**
 * Withdrawal methods beyond bank cards, a screen flow (issue 32): the methods the platform offers and the
 * accounts the member bound for them. An e-wallet account or a coin address (with its network) is bound with the
 * fund password; one request per submit, and a refusal (a malformed address, a wrong password) is said where it
 * belongs. The withdraw page withdraws to a bound account as to a card.
 */
export const withdrawMethodsMachine = setup({
  types: {
    context: {} as WithdrawMethodsContext,
    events: {} as WithdrawMethodsEvent,
  },
  actors: {
    loadMethods: notProvided<WithdrawMethodsLoaded>('loadMethods'),
    bindAccount: notProvided<WithdrawAccounts, BindRequest>('bindAccount'),
  },
  actions: {
    assignLoaded: assign((_, loaded: WithdrawMethodsLoaded) => ({ ...loaded, failure: null })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: withdrawFailure(error) })),
    openBinding: assign(({ context, event }) => {
      if (event.type !== 'bind.open') return {}
      const method = context.methods?.find((one) => one.code === event.method)
      const network = method?.networks.length === 1 ? (method.networks[0] ?? '') : ''
      return {
        binding: { method: event.method, fields: { ...emptyBindFields, network } },
        bindErrors: {},
        bindFailure: null,
      }
    }),
    changeBinding: assign(({ context, event }) => {
      if (event.type !== 'bind.change' || !context.binding) return {}
      const { [event.field]: _, ...bindErrors } = context.bindErrors
      return {
        binding: { ...context.binding, fields: { ...context.binding.fields, [event.field]: event.value } },
        bindErrors,
        bindFailure: null,
      }
    }),
    closeBinding: assign({ binding: null, bindErrors: {}, bindFailure: null }),
    assignBindErrors: assign(({ context }) => ({
      bindErrors: context.binding ? validateBind(context.binding, context.methods) : {},
    })),
    assignBound: assign((_, accounts: WithdrawAccounts) => ({
      accounts,
      binding: null,
      bindErrors: {},
      bindFailure: null,
    })),
    assignBindFailure: assign(({ context }, error: unknown) => afterBindFailure(context, error)),
  },
  guards: {
    isBindable: ({ context, event }) =>
      event.type === 'bind.open' &&
      context.methods?.some((method) => method.code === event.method && bindable(method)) === true,
    isBindValid: ({ context }) =>
      context.binding !== null && Object.keys(validateBind(context.binding, context.methods)).length === 0,
  },
}).createMachine({
  id: 'withdrawMethods',
  context: { methods: null, accounts: null, binding: null, bindErrors: {}, bindFailure: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
    },
    failed: { on: { 'methods.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'methods.reload': { target: '#withdrawMethods.loading', actions: 'closeBinding' },
            'bind.open': { guard: 'isBindable', actions: 'openBinding' },
            'bind.change': { actions: 'changeBinding' },
            'bind.cancel': { actions: 'closeBinding' },
            'bind.submit': [{ guard: 'isBindValid', target: 'binding' }, { actions: 'assignBindErrors' }],
          },
        },
        binding: {
          invoke: {
            id: 'bindAccount',
            src: 'bindAccount',
            input: ({ context }) =>
              bindRequest(context.binding ?? { method: '', fields: emptyBindFields }, context.methods),
            onDone: { target: 'idle', actions: { type: 'assignBound', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'assignBindFailure', params: errorOf } },
          },
        },
      },
    },
  },
})
