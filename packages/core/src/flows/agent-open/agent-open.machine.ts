import { and, assign, setup } from 'xstate'
import type { OpenedAccount } from '../../api/schemas/agent-open'
import type { RegisterRules } from '../../api/schemas/system'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { withField } from '../shared/fields'
import { notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import { emptyAgentOpenFields, fieldOfRefusal, validateAgentOpen } from './agent-open.rules'
import type { AgentOpenContext, AgentOpenEvent, AgentOpenInput, AgentOpenRequest } from './agent-open.types'

/**
 * Open account (registerCenter), a screen flow: the registration rules load first; a submit is checked against
 * them here, then sent as one request with one new idempotency key. Retry after a lost answer sends the same key
 * (the server answers the account it opened, not "taken"); any change is a new click. On a refusal everything
 * typed stays, the reason beside its field; once the account is open the passwords are forgotten.
 */
export const agentOpenMachine = setup({
  types: {
    context: {} as AgentOpenContext,
    events: {} as AgentOpenEvent,
    input: {} as AgentOpenInput,
    children: {} as { loadRules: 'loadRules'; openAccount: 'openAccount' },
  },
  actors: {
    loadRules: notProvided<RegisterRules>('loadRules'),
    openAccount: notProvided<OpenedAccount, AgentOpenRequest>('openAccount'),
  },
  actions: {
    assignRules: assign((_, rules: RegisterRules) => ({ rules, failure: null })),
    assignLoadFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    change: assign(({ context, event }) => {
      if (event.type !== 'agentOpen.change') return {}
      return { ...withField(context, event.field, event.value), request: null, failure: null }
    }),
    chooseType: assign(({ event }) =>
      event.type === 'agentOpen.chooseType'
        ? { accountType: event.accountType, request: null, failure: null }
        : {},
    ),
    assignErrors: assign(({ context }) => ({ fieldErrors: validateAgentOpen(context), failure: null })),
    /** A new click: a new key, the one request it will ever send (Retry aside). */
    takeRequest: assign(({ context }) => ({
      request: {
        key: requestKey(context.random),
        accountType: context.accountType,
        username: context.fields.username.trim(),
        password: context.fields.password,
      },
      failure: null,
      opened: null,
      fieldErrors: {},
    })),
    assignOpened: assign((_, opened: OpenedAccount) => ({
      opened,
      request: null,
      fields: { ...emptyAgentOpenFields },
    })),
    assignSendFailure: assign((_, error: unknown) => {
      const failure = flowFailure(error)
      if (failure.kind !== 'business') return { failure }
      // The server answered and opened nothing: the next submit is a new click; the form keeps what was typed.
      const field = fieldOfRefusal(failure.code, failure.field)
      return field
        ? { failure: null, request: null, fieldErrors: { [field]: failure } }
        : { failure, request: null }
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateAgentOpen(context)).length === 0,
    /** The server answered (a refusal, a server error): nothing was opened, so a new submit is a new click. */
    hasRequest: ({ context }) => context.request !== null,
    isAnswered: ({ context }) => context.failure?.kind !== 'network' && context.failure?.kind !== 'timeout',
  },
}).createMachine({
  id: 'agentOpen',
  context: ({ input }) => ({
    random: input.random,
    rules: null,
    accountType: 'member',
    fields: { ...emptyAgentOpenFields },
    fieldErrors: {},
    request: null,
    failure: null,
    opened: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'ready', actions: { type: 'assignRules', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignLoadFailure', params: errorOf } },
      },
    },
    loadFailed: { on: { 'agentOpen.retry': 'loading' } },
    ready: {
      on: {
        'agentOpen.change': { actions: 'change' },
        'agentOpen.chooseType': { actions: 'chooseType' },
        'agentOpen.submit': [
          { guard: 'isValid', target: 'sending', actions: 'takeRequest' },
          { actions: 'assignErrors' },
        ],
      },
    },
    /** The one request of the click is on its way; nothing else is sent meanwhile. */
    sending: {
      invoke: {
        id: 'openAccount',
        src: 'openAccount',
        input: ({ context }) => context.request as AgentOpenRequest,
        onDone: { target: 'ready', actions: { type: 'assignOpened', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignSendFailure', params: errorOf } },
      },
    },
    /** No answer, or a refusal: Retry sends the same key; a change starts a new click. */
    failed: {
      on: {
        'agentOpen.retry': { guard: 'hasRequest', target: 'sending', actions: assign({ failure: null }) },
        'agentOpen.change': { target: 'ready', actions: 'change' },
        'agentOpen.chooseType': { target: 'ready', actions: 'chooseType' },
        // After no answer only Retry may send, or the account could be asked for twice. The fields are the
        // ones of the valid click that failed (a change leaves this state), so an answered failure may resend.
        'agentOpen.submit': {
          guard: and(['isAnswered', 'isValid']),
          target: 'sending',
          actions: 'takeRequest',
        },
      },
    },
  },
})
