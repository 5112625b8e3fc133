import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import type { Game } from '../api/schemas/games'
import { catalogueFlow } from '../catalogue/create-catalogue'
import { readResource } from '../catalogue/resource.machine'
import type { Portal } from '../create-portal'
import { gameLaunchFlow } from '../flows/game-launch/create-game-launch'
import { connectGameLaunch } from '../flows/game-launch/game-launch.connect'
import { createLogin, memberLoginFlow } from '../flows/login/create-login'
import { simulatedPortal } from '../testing/simulated'
import { BootError } from './boot-error'
import { signIn } from './sign-in'
import { waitForFlow } from './wait-for-flow'
import { whenBooted } from './when-booted'

/** The contract an outside front end relies on (issue #36): errors that name their cause, boot to wait for. */
let portal: Portal
afterEach(() => portal.stop())

describe('boot first', () => {
  test('a login asked before boot settled is refused with BootError boot_not_ready; after whenBooted it is made', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    expect(() => createLogin(portal)).toThrow(BootError)
    expect(() => portal.flows.get(memberLoginFlow)).toThrow(
      expect.objectContaining({ code: 'boot_not_ready' }),
    )
    const flags = await whenBooted(portal)
    expect(typeof flags).toBe('object')
    expect(portal.flows.get(memberLoginFlow).getSnapshot().status).toBe('active')
  })
})

describe('a launch without pageOrigin', () => {
  test('fails with page_origin_missing, which names the missing option, not url_refused', async () => {
    portal = simulatedPortal(createSimulator(), { pageOrigin: undefined })
    portal.actor.start()
    await signIn(portal, { username: 'member01', password: 'Demo1234' })
    const list = portal.flows.get(catalogueFlow).gameList('PG', 'RNG')
    list.start()
    await waitForFlow(list, (snapshot) => !snapshot.matches('loading'))
    const games: readonly Game[] = readResource(list).data ?? []
    list.stop()
    const game = games[0]
    if (!game) throw new Error('no PG games')
    const launcher = portal.flows.get(gameLaunchFlow)
    connectGameLaunch(launcher.getSnapshot(), launcher.send).launch({
      vassalage: game.vassalage ?? 'PG',
      gameType: game.gameType ?? 'RNG',
      gameCode: game.gameCode,
    })
    const ended = connectGameLaunch(
      await waitForFlow(launcher, (snapshot) => connectGameLaunch(snapshot).status !== 'busy'),
    )
    expect(ended.url).toBeNull()
    expect(ended.failure?.code).toBe('page_origin_missing')
  })
})
