import { createSimulator, type Simulator } from '@portal/simulator'
import { beforeEach, describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { simulatedPortal } from '../../testing/simulated'
import { connectFeedback } from './feedback.connect'
import { provideFeedback } from './feedback.provide'

/** The feedback flow against the in-process simulator, over the real ky transport. */
let simulator: Simulator

beforeEach(() => {
  simulator = createSimulator()
})

const png = { name: 'shot.png', type: 'image/png', size: 2048, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }

describe('feedback against the simulator', () => {
  test('a visitor sends feedback with an image; the simulator records it', async () => {
    const portal = simulatedPortal(simulator)
    const actor = createActor(provideFeedback(portal.api)).start()
    actor.send({ type: 'feedback.change', field: 'questionType', value: 'game' })
    actor.send({ type: 'feedback.change', field: 'content', value: 'The fishing lobby froze.' })
    actor.send({ type: 'feedback.addImages', images: [png] })
    actor.send({ type: 'feedback.submit' })
    const done = await waitFor(actor, (s) => !s.matches('submitting') && !s.matches('editing'), {
      timeout: 5000,
    })
    expect(connectFeedback(done)).toMatchObject({ status: 'sent', failure: null })
    expect(simulator.store.state.feedback).toMatchObject([
      { questionType: 'game', content: 'The fishing lobby froze.', account: null },
    ])
  })
})
