import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectChat } from './chat.connect'
import { chatMachine } from './chat.machine'
import { chatModelsFrom } from './chat.rules'
import type { ChatEvent, ChatModel } from './chat.types'

const models = [
  { modelId: 'support', title: 'Customer support' },
  { modelId: 'vip', title: 'VIP host' },
]

describe('chat model', () => {
  testModel(chatMachine, {
    events: () => [
      { type: 'chat.retry' },
      { type: 'chat.launch', modelId: 'support' },
      { type: 'chat.close' },
    ],
    outputs: { loadModels: [models], launchChat: ['https://chat.test/support'] },
    errors: {
      loadModels: [networkDown],
      launchChat: [new ApiError({ kind: 'business', endpoint: 'chatLaunch', code: 'unknown_chat_model' })],
    },
    // Spec §2/§7 (CBS_modelList, CBS_launchChat), one rule per event, judged on context and view.
    rules: {
      'chat.retry': ({ before, after }) => {
        expect(before.value).toBe('failed')
        expect(connectChat(after as never).status).toBe('loading')
        expect(after.context.failure).toBeNull()
      },
      'chat.launch': ({ event, after }) => {
        expect(after.context.modelId).toBe(event.modelId)
        expect(after.context.url).toBeNull()
      },
      'chat.close': ({ after }) => {
        expect(after.context.modelId).toBeNull()
        expect(after.context.url).toBeNull()
      },
      'xstate.done.actor.loadModels': ({ after }) => {
        expect(after.context.models).toEqual(models)
        expect(after.context.failure).toBeNull()
      },
      'xstate.error.actor.loadModels': ({ after }) => {
        expect(after.context.failure).toMatchObject({ kind: 'network' })
        expect(after.context.models).toEqual([])
      },
      'xstate.done.actor.launchChat': ({ after }) => {
        expect(after.context.url).toBe('https://chat.test/support')
        expect(after.context.modelId).toBe('support')
      },
      'xstate.error.actor.launchChat': ({ after }) => {
        // A failed launch stays on the list with its failure (the machine's contract).
        expect(after.context.failure).toMatchObject({ code: 'unknown_chat_model' })
        expect(after.context.modelId).toBeNull()
        expect(after.context.url).toBeNull()
      },
    },
  })
})

describe('chat flow', () => {
  function run(answers: { models: (typeof models | Error)[]; launch: (string | Error)[] }) {
    const launched: string[] = []
    let loads = 0
    const actor = createActor(
      chatMachine.provide({
        actors: {
          loadModels: fromPromise(async (): Promise<readonly ChatModel[]> => {
            const answer = answers.models[loads++] ?? models
            if (answer instanceof Error) throw answer
            return answer
          }),
          launchChat: fromPromise<string, { modelId: string }>(async ({ input }) => {
            launched.push(input.modelId)
            const answer = answers.launch[launched.length - 1] ?? `https://chat.test/${input.modelId}`
            if (answer instanceof Error) throw answer
            return answer
          }),
        },
      }),
    ).start()
    const send = async (...events: ChatEvent[]) => {
      for (const event of events) actor.send(event)
      await new Promise((resolve) => setTimeout(resolve, 0))
      return connectChat(actor.getSnapshot())
    }
    return { send, launched, view: () => connectChat(actor.getSnapshot()) }
  }

  test('the list loads, a failure offers a retry', async () => {
    const { send, view } = run({ models: [networkDown], launch: [] })
    expect(view()).toMatchObject({ status: 'loading', models: [], canLaunch: false })
    let next = await send()
    expect(next).toMatchObject({ status: 'failed', canRetry: true, failure: { code: 'network' } })
    next = await send({ type: 'chat.retry' })
    expect(next).toMatchObject({ status: 'ready', models, canLaunch: true, failure: null })
  })

  test('picking a model opens its chat page; closing returns to the list', async () => {
    const { send, launched } = run({ models: [], launch: [] })
    await send()
    let view = await send({ type: 'chat.launch', modelId: 'vip' })
    expect(view).toMatchObject({
      status: 'open',
      model: { modelId: 'vip', title: 'VIP host' },
      url: 'https://chat.test/vip',
      canClose: true,
    })
    expect(launched).toEqual(['vip'])
    view = await send({ type: 'chat.close' })
    expect(view).toMatchObject({ status: 'ready', model: null, url: null, canLaunch: true })
  })

  test('a failed launch stays on the list with its failure', async () => {
    const refused = new ApiError({ kind: 'business', endpoint: 'chatLaunch', code: 'unknown_chat_model' })
    const { send } = run({ models: [], launch: [refused] })
    await send()
    const view = await send({ type: 'chat.launch', modelId: 'gone' })
    expect(view).toMatchObject({ status: 'ready', model: null, failure: { code: 'unknown_chat_model' } })
  })
})

describe('chat model list answer', () => {
  test('a list of entries, or the entries; ids required, titles fall back to the id', () => {
    expect(chatModelsFrom({ list: [{ modelId: 'a', title: 'A' }, { id: 7 }, { title: 'no id' }] })).toEqual([
      { modelId: 'a', title: 'A' },
      { modelId: '7', title: '7' },
    ])
    expect(chatModelsFrom([{ modelId: 'b', name: 'B' }])).toEqual([{ modelId: 'b', title: 'B' }])
    expect(chatModelsFrom(null)).toEqual([])
  })
})

testTransitionCoverage(chatMachine)
