import { and, assign, setup } from 'xstate'
import type { SentEnvelope } from '../../api/schemas/agent-money'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { withField } from '../shared/fields'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { requestKey } from '../transfer/transfer.rules'
import { checkEnvelope, initialEnvelopeFields, isEnvelopeRequest } from './red-envelope.rules'
import type {
  EnvelopeRequest,
  RedEnvelopeContext,
  RedEnvelopeEvent,
  RedEnvelopeInput,
} from './red-envelope.types'

/**
 * The agent's red envelopes, a screen flow: what I sent (with who opened what) and a form for a new one (total,
 * count, random or equal split, hours to expiry). A send is one request with one new idempotency key; Retry
 * after a lost answer sends the same key; any change is a new envelope. After a send the history loads again.
 */
export const redEnvelopeMachine = setup({
  types: {
    context: {} as RedEnvelopeContext,
    events: {} as RedEnvelopeEvent,
    input: {} as RedEnvelopeInput,
    children: {} as { loadHistory: 'loadHistory'; sendEnvelope: 'sendEnvelope' },
  },
  actors: {
    loadHistory: notProvided<SentEnvelope[]>('loadHistory'),
    sendEnvelope: notProvided<SentEnvelope, EnvelopeRequest>('sendEnvelope'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignHistory: assign((_, history: SentEnvelope[]) => ({ history, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    change: assign(({ context, event }) => {
      if (event.type === 'envelope.split') return { split: event.split, request: null, failure: null }
      if (event.type !== 'envelope.change') return {}
      return { ...withField(context, event.field, event.value), request: null, failure: null }
    }),
    assignErrors: assign(({ context }) => {
      const checked = checkEnvelope(context)
      return { fieldErrors: isEnvelopeRequest(checked) ? {} : checked, failure: null }
    }),
    takeRequest: assign(({ context }) => {
      const checked = checkEnvelope(context)
      if (!isEnvelopeRequest(checked)) return {}
      return {
        request: { ...checked, key: requestKey(context.random) },
        failure: null,
        sent: null,
        fieldErrors: {},
      }
    }),
    assignSent: assign(({ context }, sent: SentEnvelope) => ({
      sent,
      request: null,
      fields: { ...context.fields, total: '', paymentPassword: '' },
      history: [sent, ...context.history.filter((one) => one.id !== sent.id)],
    })),
    assignSendFailure: assign((_, error: unknown) => {
      const failure = flowFailure(error)
      if (failure.field === 'total' || failure.field === 'paymentPassword')
        return { failure: null, fieldErrors: { [failure.field]: { code: failure.code } } }
      return { failure }
    }),
  },
  guards: {
    isValid: ({ context }) => isEnvelopeRequest(checkEnvelope(context)),
    /** The server answered: nothing was sent, so a new submit is a new envelope. */
    isAnswered: ({ context }) => context.failure?.kind !== 'network' && context.failure?.kind !== 'timeout',
  },
}).createMachine({
  id: 'redEnvelope',
  context: ({ input }) => ({
    random: input.random,
    fields: { ...initialEnvelopeFields },
    split: 'random',
    fieldErrors: {},
    request: null,
    failure: null,
    history: [],
    sent: null,
  }),
  initial: 'loading',
  states: {
    // The form may be filled in while the history loads or after it failed.
    loading: {
      on: { 'envelope.change': { actions: 'change' }, 'envelope.split': { actions: 'change' } },
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        onDone: { target: 'ready', actions: { type: 'assignHistory', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    loadFailed: {
      on: {
        'envelope.retry': 'loading',
        'envelope.change': { actions: 'change' },
        'envelope.split': { actions: 'change' },
      },
    },
    ready: {
      on: {
        'envelope.submit': [
          { guard: 'isValid', target: 'sending', actions: 'takeRequest' },
          { actions: 'assignErrors' },
        ],
        'envelope.refresh': 'loading',
        'envelope.change': { actions: 'change' },
        'envelope.split': { actions: 'change' },
      },
    },
    sending: {
      invoke: {
        id: 'sendEnvelope',
        src: 'sendEnvelope',
        input: ({ context }) => context.request as EnvelopeRequest,
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignSent', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: { target: 'failed', actions: { type: 'assignSendFailure', params: errorOf } },
      },
    },
    failed: {
      on: {
        'envelope.retry': { target: 'sending', actions: assign({ failure: null }) },
        'envelope.change': { target: 'ready', actions: 'change' },
        'envelope.split': { target: 'ready', actions: 'change' },
        // After no answer only Retry may send, or the envelope could be sent twice.
        // What was refused is still in the form (unchanged since it was valid): a submit is a new envelope.
        'envelope.submit': {
          guard: and(['isAnswered', 'isValid']),
          target: 'sending',
          actions: 'takeRequest',
        },
      },
    },
  },
})
