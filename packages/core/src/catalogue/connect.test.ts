import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Banner } from '../api/schemas/content'
import type { Game, VendorLane } from '../api/schemas/games'
import { money } from '../domain/money'
import { connectGameList } from './game-list.connect'
import { bannerItems, bannerPageKey, connectHome, connectWinners } from './home.connect'
import { connectLottery, drawView } from './lottery.connect'
import { connectHeaderNavigation } from './navigation.connect'
import { connectList, resourceMachine } from './resource.machine'
import { catalogueArt } from './vendor-art'

const art = catalogueArt(
  () => ['https://img.cdn'],
  () => 0,
)

async function loaded(data: unknown) {
  const actor = createActor(
    resourceMachine.provide({ actors: { load: fromPromise(async () => data) } }),
  ).start()
  return waitFor(actor, (s) => s.matches('loaded'))
}

const lane = (title: string, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((vassalage) => ({ vassalage, gameType: title })),
})

describe('header navigation (spec §2 Header)', () => {
  test('before the vendors load only HOME shows', () => {
    expect(connectHeaderNavigation(undefined, art)).toEqual({
      status: 'loading',
      items: [
        {
          category: 'HOME',
          intent: { kind: 'route', path: '/' },
          hasDropdown: false,
          vendors: [],
          showArrows: false,
        },
      ],
    })
  })

  test('vendors per category, at most 12, arrows above 5; cockfight launches its first vendor', async () => {
    const many = Array.from({ length: 14 }, (_, index) => `S${index}`)
    const view = connectHeaderNavigation(
      await loaded([lane('SPORTS', 'DS88', ...many), lane('LIVE', 'EVO'), lane('ELOTT', 'TCG_SEA')]),
      art,
    )
    expect(view.items.map((item) => item.category)).toEqual(['HOME', 'LIVE', 'SPORTS', 'COCKFIGHT', 'ELOTT'])
    const sports = view.items.find((item) => item.category === 'SPORTS')
    expect(sports?.vendors).toHaveLength(12)
    expect(sports?.showArrows).toBe(true)
    expect(view.items.find((item) => item.category === 'LIVE')?.showArrows).toBe(false)
    expect(view.items.find((item) => item.category === 'COCKFIGHT')?.intent).toEqual({
      kind: 'launch',
      target: { vassalage: 'DS88', gameType: 'SPORTS', isGame: null, displayName: 'DS88' },
    })
    expect(view.items.find((item) => item.category === 'ELOTT')?.intent).toEqual({
      kind: 'route',
      path: '/seaLottery',
    })
    expect(sports?.vendors[0]?.art.icon).toBe('https://img.cdn/vendor/S0/SPORTS/icon-default.svg')
  })
})

describe('home (spec §2 Home page)', () => {
  const banner = (groupName: string, linkageType: string | null = null): Banner => ({
    url: `banner/${groupName}.svg`,
    groupName,
    linkageType,
  })

  test('w_home banners only; controls only with more than one', () => {
    const one = connectHome(
      {
        banners: [banner('w_home', 'PROMOTION'), banner('w_login')],
        vendors: undefined,
        hotGames: undefined,
        winners: undefined,
        isFavourite: null,
      },
      art,
    )
    expect(one.banners.items).toEqual([
      { image: 'https://img.cdn/banner/w_home.svg', linkageType: 'PROMOTION' },
    ])
    expect(one.banners.showControls).toBe(false)
    expect(one.banners.carousel).toEqual({ autoplayMs: 5000, transitionMs: 1000, loop: true })
    expect(one.casino.status).toBe('loading')
  })

  test('each page its own banner group: the auth groups and the game pages’ page keys', () => {
    const all = [banner('w_home'), banner('w_login'), banner('w_forget'), banner('rng'), banner('live', '')]
    expect(bannerItems(all, 'w_login', art)).toEqual([
      { image: 'https://img.cdn/banner/w_login.svg', linkageType: null },
    ])
    expect(bannerItems(all, 'w_register', art)).toEqual([])
    expect(bannerItems(all, bannerPageKey('LIVE'), art)).toEqual([
      { image: 'https://img.cdn/banner/live.svg', linkageType: null },
    ])
    expect(['RNG', 'ESPORTS', 'LOTT', 'COCKFIGHT'].map(bannerPageKey)).toEqual([
      'rng',
      'esports',
      'lott',
      'cockfight',
    ])
  })

  test('tabs with rebates, hot game cards with stars for a member, winners', async () => {
    const hot: Game[] = [
      {
        nodeId: 'PG-1',
        gameName: 'Lucky',
        vassalage: 'PG',
        gameType: 'RNG',
        gameCode: 'PG_1',
        supportPlay: 0,
        iconUrl: '/game/PG_1.svg',
      },
    ]
    const view = connectHome(
      {
        banners: [],
        vendors: await loaded([lane('LIVE', 'EVO'), lane('PVP', 'KY')]),
        hotGames: await loaded(hot),
        winners: await loaded([{ account: 'lu***1', gameName: 'Lucky', winAmount: money(1250n) }]),
        isFavourite: (id) => id === 'PG-1',
      },
      art,
    )
    expect(view.casino.items.map((tab) => [tab.category, tab.rebate])).toEqual([
      ['LIVE', { rate: 0.008 }],
      ['PVP', { rate: null }],
    ])
    expect(view.hotGames.items).toEqual([
      {
        id: 'PG-1',
        name: 'Lucky',
        image: 'https://img.cdn/game/PG_1.svg',
        freeTrial: true,
        favourite: true,
        launch: {
          vassalage: 'PG',
          gameType: 'RNG',
          gameCode: 'PG_1',
          nodeId: 'PG-1',
          supportPlay: 0,
          displayName: 'Lucky',
        },
      },
    ])
    expect(view.winners.items).toEqual([
      { id: '0', account: 'lu***1', gameName: 'Lucky', winAmount: money(1250n) },
    ])
  })
})

describe('game list centre (spec §2)', () => {
  const games: Game[] = [
    { nodeId: 'A', gameName: 'A', vassalage: 'PG', gameType: 'RNG', subType: 'SLOT', supportPlay: 1 },
    { nodeId: 'B', gameName: 'B', vassalage: 'PG', gameType: 'RNG', subType: 'JP', supportPlay: 0 },
  ]
  const options = { gameType: 'rng', subClasses: ['SC', 'VP', 'JP', 'TG', 'AC'] as const, isFavourite: null }

  test('all games, or those of the chosen sub-class; no stars signed out', async () => {
    const list = await loaded(games)
    const all = connectGameList(list, { ...options, subClass: null }, art)
    expect(all.games.map((game) => [game.id, game.freeTrial, game.favourite])).toEqual([
      ['A', false, null],
      ['B', true, null],
    ])
    expect(all.rebate).toEqual({ rate: 0.012 })
    expect(connectGameList(list, { ...options, subClass: 'JP' }, art).games.map((game) => game.id)).toEqual([
      'B',
    ])
  })

  test('no sub-class filters outside RNG; a filter not offered is ignored', async () => {
    const list = await loaded(games)
    expect(connectGameList(list, { ...options, gameType: 'FISH', subClass: 'JP' }, art)).toMatchObject({
      subClasses: [],
      activeSubClass: null,
    })
    expect(connectGameList(list, { ...options, subClass: 'BG' }, art).activeSubClass).toBeNull()
  })
})

describe('lottery draws (spec §3 Lottery balls)', () => {
  const names = new Map([['SEA_649', 'Sea 6/49']])

  test('49 balls and the special ball take the 49 set', () => {
    const view = drawView({ gameCode: 'SEA_649', numbers: [1, 3, 5], special: 46 }, names)
    expect(view.gameName).toBe('Sea 6/49')
    expect(view.balls.map((ball) => ball.colour)).toEqual(['red', 'blue', 'green'])
    expect(view.special).toEqual({ value: '46', colour: 'red' })
  })

  test('a 0-27 game colours its sum; the digits stay plain', () => {
    const view = drawView({ gameCode: 'TCG_28', numbers: [4, 5, 4], sum: 13 }, names)
    expect(view.balls.map((ball) => ball.colour)).toEqual([null, null, null])
    expect(view.sum).toEqual({ value: '13', colour: 'gray' })
  })

  test('a race colours its ten places', () => {
    const places = ['03', '01', '02', '04', '05', '06', '07', '08', '09', '10']
    expect(drawView({ gameCode: 'PK10', numbers: places }, names).balls[0]).toEqual({
      value: '03',
      colour: 'race-03',
    })
  })

  test('Vietnamese prize tiers as lists', () => {
    expect(
      drawView({ gameCode: 'VN', prizes: { special: '123456', second: ['1', '2'] } }, names).prizes,
    ).toEqual({
      special: ['123456'],
      second: ['1', '2'],
    })
  })

  test('the page view names draws from the menus', async () => {
    const view = connectLottery({
      menus: await loaded([{ region: null, games: [{ gameCode: 'SEA_649', gameName: 'Sea 6/49' }] }]),
      recent: null,
      popular: undefined,
      opened: await loaded([{ gameCode: 'SEA_649', numbers: [1] }]),
    })
    expect(view.recent).toBeNull()
    expect(view.popular.status).toBe('loading')
    expect(view.opened.items[0]?.gameName).toBe('Sea 6/49')
  })
})

describe('lists read together (connectList) and the winners board (connectWinners)', () => {
  test('connectList hands the snapshot on and turns retry and refresh into events', async () => {
    const snapshot = await loaded([])
    const sent: unknown[] = []
    const list = connectList(snapshot, (event) => sent.push(event))
    expect(list.snapshot).toBe(snapshot)
    list.retry()
    list.refresh()
    expect(sent).toEqual([{ type: 'resource.retry' }, { type: 'resource.refresh' }])
    expect(connectList(undefined).snapshot).toBeUndefined()
  })

  test('connectWinners: loading before the list exists, then one row per winner with a stable id', async () => {
    expect(connectWinners(undefined)).toEqual({ status: 'loading', items: [] })
    const winners = [
      { account: 'me***01', gameName: 'Fortune Tiger', winAmount: money(125_000n) },
      { account: null, gameName: null, winAmount: money(8050n) },
    ]
    const view = connectWinners(await loaded(winners))
    expect(view.status).toBe('loaded')
    expect(view.items).toEqual([
      { ...winners[0], id: '0' },
      { ...winners[1], id: '1' },
    ])
  })
})
