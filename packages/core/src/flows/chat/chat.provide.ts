import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { chatLaunch, chatModels } from '../../api/endpoints'
import { chatMachine } from './chat.machine'
import { chatModelsFrom } from './chat.rules'

/** The chat machine bound to the model list and launch calls (no token: visitors chat too). */
export function provideChat(api: ApiClient) {
  return chatMachine.provide({
    actors: {
      loadModels: fromPromise(async ({ signal }) =>
        chatModelsFrom(await api.call(chatModels, {}, { signal })),
      ),
      launchChat: fromPromise<string, { modelId: string }>(
        async ({ input, signal }) =>
          (await api.call(chatLaunch, { modelId: input.modelId }, { signal })).chatUrl,
      ),
    },
  })
}
