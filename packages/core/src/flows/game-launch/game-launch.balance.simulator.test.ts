import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { createGameLaunch } from './create-game-launch'
import { connectGameLaunch } from './game-launch.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

async function brokeLaunch(single: boolean) {
  const simulator = createSimulator()
  if (single) await simulatorDev(simulator).post('/wallet-mode', { single: true })
  portal = await signedInPortal('broke01', simulator)
  const actor = createGameLaunch(portal).start()
  actor.send({ type: 'launch.request', target: { vassalage: 'EVO', gameType: 'LIVE' } })
  return connectGameLaunch(
    await waitFor(actor, (s) => connectGameLaunch(s).status === 'failed', { timeout: 5000 }),
  )
}

describe('a launch with too little balance', () => {
  test('offers a deposit and a transfer where there are vendor wallets, not a network error', async () => {
    const view = await brokeLaunch(false)
    expect(view.failure).toMatchObject({ code: 'insufficient_balance', kind: 'business' })
    expect(view.remedies).toEqual(['deposit', 'transfer'])
  })

  test('offers only a deposit in single-wallet mode', async () => {
    const view = await brokeLaunch(true)
    expect(view.remedies).toEqual(['deposit'])
  })
})
