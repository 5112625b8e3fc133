import { assign, fromCallback, setup } from 'xstate'
import type { EnvelopeToOpen, OpenedEnvelope } from '../../api/schemas/agent-money'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { EnvelopeInboxContext, EnvelopeInboxEvent } from './envelope-inbox.types'

/**
 * The member's red envelopes, a session flow: the envelopes I may open load after sign-in and again whenever
 * one arrives on the real-time channel (or it reconnects); the app shows the first as a dialog on whatever page
 * the member is on. Opening is one request (the server answers the same share if asked again); the share is
 * shown and the balance refreshed at once. "Later" hides the dialog until the next envelope arrives.
 */
export const envelopeInboxMachine = setup({
  types: {
    context: {} as EnvelopeInboxContext,
    events: {} as EnvelopeInboxEvent,
    children: {} as {
      watchRealtime: 'watchRealtime'
      loadEnvelopes: 'loadEnvelopes'
      openEnvelope: 'openEnvelope'
    },
  },
  actors: {
    loadEnvelopes: notProvided<EnvelopeToOpen[]>('loadEnvelopes'),
    openEnvelope: notProvided<OpenedEnvelope, { id: string }>('openEnvelope'),
    /** Sends `envelopes.refresh` when an envelope arrives or the channel reconnects. */
    watchRealtime: fromCallback<EnvelopeInboxEvent>(() => () => {}),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignEnvelopes: assign((_, envelopes: EnvelopeToOpen[]) => ({ envelopes, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    wake: assign({ dismissed: false }),
    dismiss: assign({ dismissed: true }),
    assignOpened: assign(({ context }, opened: OpenedEnvelope) => ({
      opened: {
        ...opened,
        sender: context.envelopes.find((one) => one.id === opened.id)?.sender ?? '',
      },
      envelopes: context.envelopes.filter((one) => one.id !== opened.id),
      failure: null,
    })),
    /**
     * Refused (all opened, expired): the envelope leaves the list and the reason stays. No answer: it stays, and
     * Open again is safe (the server answers the share it already credited).
     */
    dropFirst: assign(({ context }, error: unknown) => {
      const failure = flowFailure(error)
      return failure.kind === 'business' ? { envelopes: context.envelopes.slice(1), failure } : { failure }
    }),
    forget: assign({ opened: null, failure: null }),
  },
  guards: {
    isFirst: ({ context, event }) => event.type === 'envelopes.open' && context.envelopes[0]?.id === event.id,
  },
}).createMachine({
  id: 'envelopeInbox',
  context: { envelopes: [], dismissed: false, opened: null, failure: null },
  invoke: { id: 'watchRealtime', src: 'watchRealtime' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEnvelopes',
        src: 'loadEnvelopes',
        onDone: {
          target: 'ready',
          actions: { type: 'assignEnvelopes', params: ({ event }) => event.output },
        },
        // Nothing to show: the next arrival or reconnect asks again.
        onError: {
          target: 'ready',
          actions: {
            type: 'assignFailure',
            params: errorOf,
          },
        },
      },
    },
    ready: {
      on: {
        'envelopes.refresh': { target: 'loading', actions: 'wake' },
        'envelopes.open': { guard: 'isFirst', target: 'opening' },
        'envelopes.later': { actions: 'dismiss' },
      },
    },
    opening: {
      invoke: {
        id: 'openEnvelope',
        src: 'openEnvelope',
        input: ({ context }) => ({ id: context.envelopes[0]?.id ?? '' }),
        onDone: {
          target: 'opened',
          actions: [{ type: 'assignOpened', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: {
          target: 'ready',
          actions: { type: 'dropFirst', params: errorOf },
        },
      },
    },
    /** My share on show. Closing reloads, so an envelope that arrived meanwhile is not missed. */
    opened: { on: { 'envelopes.close': { target: 'loading', actions: 'forget' } } },
  },
})
