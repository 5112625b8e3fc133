import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { chatLaunch, chatModels } from '../../api/endpoints'
import { ApiError } from '../../api/errors'
import { urlRefused } from '../../domain/frame-url'
import { safeUrl } from '../../domain/safe-url'
import { chatMachine } from './chat.machine'
import { chatModelsFrom } from './chat.rules'

/** The chat machine bound to the model list and launch calls (no token: visitors chat too). */
export function provideChat(api: ApiClient) {
  return chatMachine.provide({
    actors: {
      loadModels: fromPromise(async ({ signal }) =>
        chatModelsFrom(await api.call(chatModels, {}, { signal })),
      ),
      launchChat: fromPromise<string, { modelId: string }>(async ({ input, signal }) => {
        const { chatUrl } = await api.call(chatLaunch, { modelId: input.modelId }, { signal })
        // The chat room's address goes into a frame: only a web address passes.
        const url = safeUrl(chatUrl)
        if (!url)
          throw new ApiError({ kind: 'invalid-response', endpoint: chatLaunch.name, code: urlRefused })
        return url
      }),
    },
  })
}
