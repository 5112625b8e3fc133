import { endpoints, navigationCategories } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'

const hot = { merchantCode: 'sim', isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' } as const

describe('games', () => {
  test('vendor lanes by category, esport and cockfight vendors inside SPORTS, every logo an image', async () => {
    const simulator = createSimulator()
    const { data } = await testClient(simulator).call(endpoints.gameVendors, { merchantCode: 'sim' })
    expect(data.lanes.map((lane) => lane.title)).toEqual([
      'LIVE',
      'SPORTS',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ])
    const sports = data.lanes.find((lane) => lane.title === 'SPORTS')?.cards.map((card) => card.vassalage)
    expect(sports).toEqual(expect.arrayContaining(['IA', 'TF', 'DS88']))
    for (const card of data.lanes.flatMap((lane) => lane.cards)) {
      const response = await simulator.fetch(new Request(String(card.iconUrl)))
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    }
  })

  test('every category of spec §9 has vendors once esport and cockfight vendors are split out', async () => {
    const { data } = await testClient(createSimulator()).call(endpoints.gameVendors, { merchantCode: 'sim' })
    const categories = navigationCategories(
      data.lanes.map((lane) => ({ gameCategory: lane.title, vendors: lane.cards })),
    ).map((entry) => entry.category)
    expect(categories).toEqual(
      expect.arrayContaining([
        'LIVE',
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'PVP',
        'RNG',
        'FISH',
        'LOTT',
        'ELOTT',
      ]),
    )
    const cards = data.lanes.flatMap((lane) => lane.cards)
    expect(cards.filter((card) => card.isGame === 'VASSALAGE').length).toBeGreaterThan(0)
    expect(cards.map((card) => card.vassalage)).toEqual(
      expect.arrayContaining(['AV', 'IMES', 'IA', 'AI', 'TF', 'DS88', 'DIG', 'TCG_LOTTO_VN', 'TCG_SEA']),
    )
  })

  test('RNG games cover every slot sub-class; every vendor with games has a free trial and a paid one', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const { list } = await client.call(endpoints.gameList, { gameType: 'RNG' })
    expect(new Set(list.map((game) => (game as { subType?: string }).subType))).toEqual(
      new Set(['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG']),
    )
    const vendors = new Set(simulator.store.state.catalog.games.map((game) => game.vassalage))
    for (const vendor of vendors) {
      const games = simulator.store.state.catalog.games.filter((game) => game.vassalage === vendor)
      expect(new Set(games.map((game) => game.supportPlay))).toEqual(new Set([0, 1]))
    }
    const types = (await client.call(endpoints.vendorGameTypes, { vassalage: 'PG' })) as {
      list: { subType: string }[]
    }
    expect(types.list.length).toBeGreaterThan(1)
  })

  test('the same seed gives the same catalog, another seed another one', () => {
    const names = (seed: number) =>
      createSimulator({ seed }).store.state.catalog.games.map((game) => game.gameCode)
    expect(names(7)).toEqual(names(7))
    expect(names(7)).not.toEqual(names(8))
  })

  test('PVP rooms only for vendors that have rooms, narrowed by vendor', async () => {
    const client = testClient(createSimulator())
    await signIn(client, 'member01', 'Demo1234')
    const all = (await client.call(endpoints.pvpRooms, {})) as {
      list: { vassalage: string; seats: number; players: number }[]
    }
    expect(new Set(all.list.map((room) => room.vassalage))).toEqual(new Set(['KY', 'V8']))
    for (const room of all.list) expect(room.players).toBeLessThanOrEqual(room.seats)
    const ky = (await client.call(endpoints.pvpRooms, { vassalage: 'KY' })) as {
      list: { vassalage: string }[]
    }
    expect(ky.list.length).toBeGreaterThan(0)
    expect(ky.list.every((room) => room.vassalage === 'KY')).toBe(true)
    expect(await client.call(endpoints.pvpRooms, { vassalage: 'TP' })).toEqual({ list: [] })
  })

  test('game lists filter by vendor and type; hot games are at most 20', async () => {
    const client = testClient(createSimulator())
    const { list } = await client.call(endpoints.gameList, { vassalage: 'pg', gameType: 'RNG' })
    expect(list.length).toBeGreaterThan(0)
    expect(new Set(list.map((game) => game.vassalage))).toEqual(new Set(['PG']))
    const hotGames = await client.call(endpoints.hotGames, hot)
    expect(hotGames.list.length).toBe(20)
  })

  test('favourites: add, list in pages, remove; unknown games refused', async () => {
    const client = testClient(createSimulator())
    await signIn(client, 'agent01', 'Demo1234')
    expect(await client.call(endpoints.favoriteGames, {})).toEqual([])
    await client.call(endpoints.addFavoriteGame, { nodeId: 'PG-3' })
    await client.call(endpoints.addFavoriteGame, { nodeId: 'JILI-1' })
    expect(await client.call(endpoints.favoriteGames, {})).toEqual(['JILI-1', 'PG-3'])
    expect(await client.call(endpoints.favoriteGamesPage, { pageNum: 2, pageSize: 1 })).toMatchObject({
      pageNum: 2,
      totalPages: 2,
      content: [{ nodeId: 'PG-3' }],
    })
    await client.call(endpoints.removeFavoriteGame, { nodeId: 'JILI-1' })
    expect(await client.call(endpoints.favoriteGames, {})).toEqual(['PG-3'])
    expect(await codeOf(client.call(endpoints.addFavoriteGame, { nodeId: 'NOPE-1' }))).toBe('unknown_game')
  })

  test('a member launches and finds the game in recent games; a trial account may not launch', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const game = simulator.store.state.catalog.games.find((candidate) => candidate.vassalage === 'JILI')
    if (!game) throw new Error('the seed has no JILI game')
    await signIn(client, 'member01', 'Demo1234')
    const launched = (await client.call(endpoints.launchGame, {
      vassalage: 'JILI',
      gameCode: game.gameCode,
    })) as {
      url: string
    }
    expect(launched.url).toMatch(/^http:\/\/sim\.test\/sim\/play\/[0-9a-f]+$/)
    expect(await client.call(endpoints.recentGames, {})).toMatchObject({ list: [{ nodeId: game.nodeId }] })

    await signIn(client, 'trial01', 'Demo1234')
    expect(await codeOf(client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))).toBe(
      'trial_account',
    )
    expect(await codeOf(client.call(endpoints.consolidatedFunds, {}))).toBe('trial_account')
  })
})

describe('home content', () => {
  test('announcements carry the home banners and notices for every audience', async () => {
    const client = testClient(createSimulator())
    const answer = await client.call(endpoints.announcements, {
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'B',
    })
    const home = answer.banners?.filter((banner) => banner.groupName === 'w_home') ?? []
    expect(home.length).toBeGreaterThanOrEqual(3)
    expect(home.filter((banner) => banner.linkageType)).toHaveLength(1)
    expect(new Set(answer.popup?.map((notice) => notice.execution))).toEqual(new Set(['A', 'B', 'F']))
  })

  test('the winners board is the top N by amount', async () => {
    const client = testClient(createSimulator())
    const { list } = await client.call(endpoints.winnerBoard, {
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: 20,
    })
    const amounts = list.map((item) => item.vo.winAmount)
    expect(amounts).toHaveLength(20)
    expect(amounts).toEqual([...amounts].sort((a, b) => Number(b) - Number(a)))
    expect(amounts.every((amount) => Math.round(Number(amount) * 100) % 100 !== 0)).toBe(true)
  })
})
