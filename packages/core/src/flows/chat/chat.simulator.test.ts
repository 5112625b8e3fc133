import { createSimulator } from '@portal/simulator'
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectChat } from './chat.connect'
import { provideChat } from './chat.provide'

/** The chat room against the in-process simulator, over the real ky transport. */
describe('chat against the simulator', () => {
  test('a visitor lists the models and opens one: the simulator serves its chat page', async () => {
    const portal = simulatedPortal(createSimulator())
    const actor = createActor(provideChat(portal.api)).start()
    const ready = await waitFor(actor, (s) => !s.matches('loading'), { timeout: 5000 })
    const list = connectChat(ready)
    expect(list.status).toBe('ready')
    expect(list.models.map((model) => model.modelId)).toEqual(['support', 'vip', 'lobby'])
    expect(list.models[0]?.title).toBeTruthy()
    actor.send({ type: 'chat.launch', modelId: 'vip' })
    const open = connectChat(await waitFor(actor, (s) => !s.matches('launching'), { timeout: 5000 }))
    expect(open).toMatchObject({ status: 'open', model: { modelId: 'vip' } })
    expect(open.url).toMatch(/\/sim\/chat\/vip\?lang=/)
  })

  test('a hostile chat address is refused (url_refused), never framed, and the list stays', async () => {
    const simulator = createSimulator()
    await simulatorDev(simulator).post('/content/hostile', { on: true })
    const actor = createActor(provideChat(simulatedPortal(simulator).api)).start()
    await waitFor(actor, (s) => s.matches('ready'), { timeout: 5000 })
    actor.send({ type: 'chat.launch', modelId: 'vip' })
    const after = connectChat(await waitFor(actor, (s) => !s.matches('launching'), { timeout: 5000 }))
    expect(after).toMatchObject({ status: 'ready', url: null, failure: { code: 'url_refused' } })
  })

  test('an unknown model is refused and the list stays', async () => {
    const portal = simulatedPortal(createSimulator())
    const actor = createActor(provideChat(portal.api)).start()
    await waitFor(actor, (s) => s.matches('ready'), { timeout: 5000 })
    actor.send({ type: 'chat.launch', modelId: 'nobody' })
    const after = connectChat(await waitFor(actor, (s) => !s.matches('launching'), { timeout: 5000 }))
    expect(after).toMatchObject({ status: 'ready', failure: { code: 'unknown_chat_model' } })
  })
})
