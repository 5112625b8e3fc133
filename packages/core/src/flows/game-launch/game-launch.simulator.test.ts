import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import type { FlowEmitted } from '../shared/emitted'
import { walletFlow } from '../wallet/create-wallet'
import { createGameLaunch } from './create-game-launch'
import { connectGameLaunch } from './game-launch.connect'
import type { LaunchMode, LaunchTarget } from './game-launch.types'

/** Game launch against the in-process simulator, over the real ky transport and encryptor. */
let simulator: Simulator
let portal: Portal

beforeEach(async () => {
  simulator = createSimulator()
  portal = simulatedPortal(simulator)
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session() !== undefined)
})
afterEach(() => portal.actor.stop())

function launcher() {
  const actor = createGameLaunch(portal).start()
  const emitted: FlowEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  const request = async (target: LaunchTarget, mode?: LaunchMode) => {
    actor.send({ type: 'launch.request', target, ...(mode ? { mode } : {}) })
    return connectGameLaunch(
      await waitFor(actor, (s) => connectGameLaunch(s).status !== 'busy', { timeout: 5000 }),
    )
  }
  return { actor, emitted, request }
}

describe('game launch against the simulator', () => {
  test('an https portal refuses the game address the simulator gives on http: url_refused, nothing framed', async () => {
    portal.actor.stop()
    portal = simulatedPortal(simulator, { pageOrigin: 'https://portal.test' })
    portal.actor.start()
    await signInAs(portal, 'member01')
    const view = await launcher().request({ vassalage: 'EVO', gameType: 'LIVE' })
    expect(view).toMatchObject({ status: 'failed', url: null, failure: { code: 'url_refused' } })
  })

  test('a member starts a live game: the popup gets the simulator game page; closing refreshes the balance', async () => {
    await signInAs(portal, 'member01')
    const wallet = portal.flows.get(walletFlow)
    if (!wallet) throw new Error('no wallet')
    await waitFor(wallet, (s) => s.matches('ready'))
    const { actor, request } = launcher()
    const view = await request({ vassalage: 'EVO', gameType: 'LIVE' })
    expect(view.status).toBe('playing')
    expect(view.url).toMatch(/^http:\/\/sim\.test\//)
    actor.send({ type: 'launch.close' })
    // The wallet, the owner of the balances, heard `money.moved` and loads them again.
    expect(wallet.getSnapshot().matches('loading')).toBe(true)
  })

  test('a visitor is sent to /login', async () => {
    const { emitted, request } = launcher()
    expect((await request({ vassalage: 'EVO', gameType: 'LIVE' })).status).toBe('idle')
    expect(emitted).toEqual([{ type: 'navigate', to: '/login', reason: 'signInRequired' }])
  })

  test('a trial account gets the dialog and no call is made', async () => {
    await signInAs(portal, 'trial01')
    const { request } = launcher()
    expect((await request({ vassalage: 'EVO', gameType: 'LIVE' })).status).toBe('realAccountDialog')
  })

  test('an unknown vendor is a failure code; retry asks again', async () => {
    await signInAs(portal, 'member01')
    const { actor, request } = launcher()
    const view = await request({ vassalage: 'NOPE', gameType: 'LIVE' })
    expect(view).toMatchObject({ status: 'failed', failure: { code: 'unknown_vendor', kind: 'business' } })
    actor.send({ type: 'launch.retry' })
    const again = await waitFor(actor, (s) => connectGameLaunch(s).status === 'failed', { timeout: 5000 })
    expect(connectGameLaunch(again).failure?.code).toBe('unknown_vendor')
  })

  test('a visitor takes a free trial through the free-play login (FREEPLAY3)', async () => {
    const game = simulator.store.state.catalog.games.find((candidate) => candidate.supportPlay === 0)
    if (!game) throw new Error('the simulator has no free-trial game')
    const { request } = launcher()
    const target = {
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameCode: game.gameCode,
      supportPlay: 0,
    }
    const view = await request(target, 'trial')
    expect(view).toMatchObject({ status: 'playing', trial: true })
    const session = portal.session()
    if (!session) throw new Error('no session')
    await waitFor(session, (s) => s.matches('signedIn'))
    expect(session.getSnapshot().context.isTrial).toBe(true)
  })
})
