import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../create-portal'
import { memoryStore } from '../ports/memory'
import type { VisitFlow } from '../registry/shared-flow'
import { signInAs, simulatedPortal } from '../testing/simulated'
import { catalogueCacheKeys } from './cache-keys'
import { type Catalogue, createCatalogue } from './create-catalogue'
import { connectHome } from './home.connect'
import { connectLottery, lotterySnapshots } from './lottery.connect'
import type { LotteryFrame } from './lottery-launch'
import { connectHeaderNavigation } from './navigation.connect'
import { connectPvpRooms } from './pvp-rooms.connect'
import { type CatalogueResource, connectResource } from './resource.machine'
import { hotGamesFlow, vendorsFlow, winnersFlow } from './shared-lists'

/** The catalogue against the in-process simulator, over the real ky transport. */
let simulator: Simulator
let portal: Portal
let catalogue: Catalogue
const sessionStore = memoryStore()

beforeEach(async () => {
  simulator = createSimulator()
  sessionStore.clear()
  portal = simulatedPortal(simulator, { sessionStore })
  portal.actor.start()
  await waitFor(portal.actor, (s) => s.matches('running'))
  catalogue = createCatalogue(portal, { supportedLanguages: ['EN', 'CN'] })
})
afterEach(() => portal.stop())

/** A shared list as the registry answers it; a screen's (hot games, winners) held as a screen would. */
function shared<T>(flow: VisitFlow<CatalogueResource<T>>) {
  portal.flows.hold(flow)
  return portal.flows.get(flow)
}

/** As a screen does with its own list: start it (shared lists are running already), then wait for the answer. */
function settled<T>(resource: CatalogueResource<T>) {
  resource.start()
  return waitFor(resource, (s) => s.matches('loaded') || s.matches('failed'), { timeout: 5000 })
}

describe('catalogue against the simulator', () => {
  test('header navigation and home sections from the simulator; vendors, hot games and winners cached', async () => {
    const [vendors, hot, winners] = await Promise.all([
      settled(shared(vendorsFlow)),
      settled(shared(hotGamesFlow)),
      settled(shared(winnersFlow)),
    ])
    const nav = connectHeaderNavigation(vendors, catalogue.art)
    expect(nav.items[0]?.category).toBe('HOME')
    expect(nav.items.map((item) => item.category)).toEqual(
      expect.arrayContaining(['LIVE', 'RNG', 'ESPORTS', 'COCKFIGHT']),
    )
    const home = connectHome(
      { banners: [], vendors, hotGames: hot, winners, isFavourite: null },
      catalogue.art,
    )
    expect(home.casino.items[0]?.category).toBe('SPORTS')
    expect(home.hotGames.items.length).toBeGreaterThan(0)
    expect(home.winners.items.length).toBeLessThanOrEqual(20)
    expect(home.winners.items.length).toBeGreaterThan(0)
    expect(sessionStore.get(catalogueCacheKeys.gameVendors)).not.toBeNull()
    expect(sessionStore.get(`${catalogueCacheKeys.hotGames}:TW`)).not.toBeNull()
    expect(sessionStore.get(`${catalogueCacheKeys.winnerBoard}:TW`)).not.toBeNull()
  })

  test('vendor images are served by the simulator at the docs/game-art.md paths', async () => {
    await settled(shared(vendorsFlow))
    const url = catalogue.art.vendor('PG', 'RNG').icon
    expect(url).toBe('http://sim.test/sim/art/vendor/PG/RNG/icon-default.svg')
    const response = await simulator.fetch(new Request(url))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
  })

  test('a vendor game list with sub-classes; the merchant wallet says single-wallet or not', async () => {
    await signInAs(portal, 'member01')
    const list = await settled(catalogue.gameList('pg', 'rng'))
    expect(connectResource(list).status).toBe('loaded')
    const wallet = await settled(catalogue.merchantWallet())
    expect(connectResource<{ singleWallet: boolean }>(wallet).data).toEqual({ singleWallet: false })
    expect(catalogue.subClasses).toEqual(['SC', 'VP', 'JP', 'TG', 'AC'])
  })

  test('lottery pages: menus, recent, popular and coloured draws', async () => {
    await signInAs(portal, 'member01')
    for (const page of ['lottery', 'seaLottery', 'vnLottery'] as const) {
      const resources = {
        menus: catalogue.lottery.menus(page),
        recent: catalogue.lottery.recent(page),
        popular: catalogue.lottery.popular(),
        opened: catalogue.lottery.opened(page),
      }
      await Promise.all([
        settled(resources.menus),
        settled(resources.popular),
        settled(resources.opened),
        ...(resources.recent ? [settled(resources.recent)] : []),
      ])
      const view = connectLottery(lotterySnapshots(resources))
      expect([page, view.menus.status, view.popular.status, view.opened.status]).toEqual([
        page,
        'loaded',
        'loaded',
        'loaded',
      ])
      expect(view.opened.items.length).toBeGreaterThan(0)
    }
  })

  test('PVP rooms of a vendor that has them', async () => {
    await signInAs(portal, 'member01')
    const vendor = simulator.store.state.catalog.vendors.find(
      (candidate) => candidate.gameType === 'PVP' && candidate.rooms,
    )
    if (!vendor) throw new Error('the simulator has no PVP vendor with rooms')
    const view = connectPvpRooms(await settled(catalogue.pvpRooms(vendor.code)), vendor.code)
    expect(view.status).toBe('loaded')
    expect(view.rooms.length).toBeGreaterThan(0)
    expect(view.rooms[0]?.launch).toMatchObject({ vassalage: vendor.code, gameType: 'PVP' })
  })

  test('after a language change the screen holds a new board, asked through the new language cache', async () => {
    const chinese = shared(winnersFlow)
    await settled(chinese)
    portal.actor.send({ type: 'language.change', language: 'EN' })
    const english = portal.flows.get(winnersFlow)
    expect(english).not.toBe(chinese)
    expect(chinese.getSnapshot().status).toBe('stopped')
    await settled(english)
    expect(sessionStore.get(`${catalogueCacheKeys.winnerBoard}:EN`)).not.toBeNull()
    expect(connectResource(english.getSnapshot()).status).toBe('loaded')
  })

  test('a lottery page opens its game through the launch call with the lottery parameters', async () => {
    await signInAs(portal, 'member01')
    const launch = catalogue.lotteryLaunch('vnLottery', {
      gameCode: 'VN_FAST',
      backUrl: 'http://portal.test/vnLottery',
      language: 'EN',
    })
    const view = connectResource<LotteryFrame>(await settled(launch))
    expect(view.status).toBe('loaded')
    expect(view.data?.url).toMatch(/^http:\/\/sim\.test\//)
  })

  test('an https portal frames no lottery on http: the page gets url_refused instead of an address', async () => {
    portal.actor.stop()
    portal = simulatedPortal(simulator, { sessionStore, pageOrigin: 'https://portal.test' })
    portal.actor.start()
    await signInAs(portal, 'member01')
    const launch = createCatalogue(portal).lotteryLaunch('lottery', {
      backUrl: 'https://portal.test/lottery',
      language: 'EN',
    })
    expect(connectResource<LotteryFrame>(await settled(launch)).data).toEqual({
      url: null,
      refusal: 'url_refused',
    })
  })
})
