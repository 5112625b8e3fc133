import { assign, setup } from 'xstate'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { ChatContext, ChatEvent, ChatModel } from './chat.types'

/**
 * The chat room (spec §2 "A chat room is always mounted", §7 CBS_modelList and CBS_launchChat): the model list
 * loads (retry after a failure), picking a model launches it and the answer's chat URL opens in the panel;
 * closing goes back to the list. A failed launch stays on the list with its failure.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    loadModels: notProvided<readonly ChatModel[]>('loadModels'),
    launchChat: notProvided<string, { modelId: string }>('launchChat'),
  },
  actions: {
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
  },
}).createMachine({
  id: 'chat',
  context: { models: [], modelId: null, url: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadModels',
        src: 'loadModels',
        onDone: { target: 'ready', actions: assign({ models: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    failed: { on: { 'chat.retry': 'loading' } },
    ready: {
      on: {
        'chat.launch': {
          target: 'launching',
          actions: assign({ modelId: ({ event }) => event.modelId, failure: null }),
        },
      },
    },
    launching: {
      invoke: {
        id: 'launchChat',
        src: 'launchChat',
        input: ({ context }) => ({ modelId: context.modelId ?? '' }),
        onDone: { target: 'open', actions: assign({ url: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: [
            assign({ modelId: null }),
            { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
          ],
        },
      },
      on: { 'chat.close': { target: 'ready', actions: assign({ modelId: null }) } },
    },
    open: { on: { 'chat.close': { target: 'ready', actions: assign({ modelId: null, url: null }) } } },
  },
})
