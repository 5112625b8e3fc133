import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { createIdentity } from './create-identity'
import { connectIdentity } from './identity.connect'

/** The identity page's flow against the in-process simulator, the back office deciding on its dev surface. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const image = (name: string, type: string) => ({
  name,
  type,
  size: 20,
  dataUrl: `data:${type};base64,${Buffer.from(name).toString('base64')}`,
})

describe('identity verification against the simulator', () => {
  test('both sides go to review; a rejection shows its reason, and a new ID sent after it is approved', async () => {
    const simulator = createSimulator()
    const dev = simulatorDev(simulator)
    portal = await signedInPortal('newbie01', simulator)
    const flow = createIdentity(portal)
    flow.start()
    const ready = () => waitFor(flow, (s) => s.matches('shown'), { timeout: 5000 })
    expect(connectIdentity(await ready()).identity?.status).toBe('none')

    flow.send({ type: 'identity.pick', side: 'front', images: [image('front.png', 'image/png')] })
    flow.send({ type: 'identity.submit' })
    expect(connectIdentity(flow.getSnapshot()).back.missing).toBe(true)
    flow.send({ type: 'identity.pick', side: 'back', images: [image('back.jpg', 'image/jpeg')] })
    flow.send({ type: 'identity.submit' })
    const sent = connectIdentity(await waitFor(flow, (s) => s.context.sent, { timeout: 5000 }))
    expect(sent).toMatchObject({ identity: { status: 'pending' }, canUpload: false })

    await dev.post('/identity/review', {
      account: 'newbie01',
      decision: 'reject',
      reason: 'The back is cut off',
    })
    flow.send({ type: 'identity.reload' })
    const rejected = connectIdentity(await waitFor(flow, (s) => s.matches('shown') && !s.context.sent))
    expect(rejected).toMatchObject({
      identity: { status: 'rejected', reason: 'The back is cut off' },
      canUpload: true,
    })

    flow.send({ type: 'identity.pick', side: 'front', images: [image('front2.png', 'image/png')] })
    flow.send({ type: 'identity.pick', side: 'back', images: [image('back2.png', 'image/png')] })
    flow.send({ type: 'identity.submit' })
    await waitFor(flow, (s) => s.context.sent, { timeout: 5000 })
    await dev.post('/identity/review', { account: 'newbie01', decision: 'approve' })
    flow.send({ type: 'identity.reload' })
    const approved = connectIdentity(await waitFor(flow, (s) => s.matches('shown') && !s.context.sent))
    expect(approved).toMatchObject({ identity: { status: 'approved', reason: null }, canUpload: false })
  })
})
