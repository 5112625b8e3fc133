import { describe, expect, test } from 'vitest'
import type { VendorLane } from '../api/schemas/games'
import { colourOf27, colourOf49, raceColourOf } from './lottery-balls'
import { lotteryLaunchRequest } from './lottery-launch'
import { subClassesFor } from './slot-classes'
import { catalogueArt, vendorImagePath } from './vendor-art'
import { casinoTabs, vendorGroups } from './vendor-lanes'

const lane = (title: string, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((vassalage) => ({ vassalage, gameType: title })),
})

describe('vendor images (spec §3, docs/game-art.md)', () => {
  test('paths from vendor code and game type', () => {
    expect(vendorImagePath('pg', 'rng', 'icon-active')).toBe('vendor/PG/RNG/icon-active.svg')
  })

  test('one host picked at random from the CDN list, then kept', () => {
    const hosts = ['https://a.cdn', 'https://b.cdn/']
    const draws = [0.9, 0.1]
    const art = catalogueArt(
      () => hosts,
      () => draws.shift() ?? 0,
    )
    expect(art.vendor('EVO', 'LIVE').color).toBe('https://b.cdn/vendor/EVO/LIVE/color.svg')
    expect(art.image('/game/X.svg')).toBe('https://b.cdn/game/X.svg')
    expect(art.image('https://elsewhere/x.png')).toBe('https://elsewhere/x.png')
  })

  test('no host before boot: same-origin paths, and the pick waits for the list', () => {
    let hosts: string[] = []
    const art = catalogueArt(
      () => hosts,
      () => 0,
    )
    expect(art.image('banner/x.svg')).toBe('/banner/x.svg')
    hosts = ['https://a.cdn']
    expect(art.image('banner/x.svg')).toBe('https://a.cdn/banner/x.svg')
  })
})

describe('slot sub-classes (spec §2)', () => {
  test('SC, VP, JP, TG, AC; BG only when TY is supported', () => {
    expect(subClassesFor(['EN', 'CN'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC'])
    expect(subClassesFor(['EN', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG'])
  })
})

describe('casino tabs (spec §2 Home page)', () => {
  test('in the order SPORTS, LIVE, RNG, FISH, ESPORTS, PVP, only types present, esports split out', () => {
    const tabs = casinoTabs([
      lane('PVP', 'KY'),
      lane('LIVE', 'EVO'),
      lane('SPORTS', 'SABA', 'IA'),
      lane('LOTT', 'TCG'),
    ])
    expect(tabs.map((tab) => [tab.category, tab.vendors.map((vendor) => vendor.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['LIVE', ['EVO']],
      ['ESPORTS', ['IA']],
      ['PVP', ['KY']],
    ])
  })

  test('up to 10 vendors a tab', () => {
    const codes = Array.from({ length: 14 }, (_, index) => `V${index}`)
    expect(casinoTabs([lane('RNG', ...codes)])[0]?.vendors).toHaveLength(10)
  })

  test('lane cards keep the server display fields', () => {
    const [group] = vendorGroups([
      {
        title: 'live',
        cards: [{ vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution', iconUrl: '/x.svg' }],
      },
    ])
    expect(group).toEqual({
      gameCategory: 'LIVE',
      vendors: [
        {
          vassalage: 'EVO',
          gameType: 'LIVE',
          nodeId: null,
          displayName: 'Evolution',
          iconUrl: '/x.svg',
          isGame: null,
        },
      ],
    })
  })
})

describe('lottery balls (spec §3)', () => {
  test('the 49 set: red, blue, green', () => {
    expect([1, 3, 5, 49, 46, 48].map(colourOf49)).toEqual(['red', 'blue', 'green', 'green', 'red', 'blue'])
    expect(colourOf49(0)).toBeNull()
  })

  test('the 0-27 set: gray, then green, blue, red', () => {
    expect([0, 13, 14, 27, 1, 2, 3].map(colourOf27)).toEqual([
      'gray',
      'gray',
      'gray',
      'gray',
      'green',
      'blue',
      'red',
    ])
    expect(colourOf27(28)).toBeNull()
  })

  test('ten race colours 01-10', () => {
    expect(raceColourOf('01')).toBe('race-01')
    expect(raceColourOf(10)).toBe('race-10')
    expect(raceColourOf('11')).toBeNull()
  })

  test('every number of each set has exactly one colour', () => {
    const colours49 = Array.from({ length: 49 }, (_, index) => colourOf49(index + 1))
    expect(colours49.filter((colour) => colour === null)).toEqual([])
    expect(new Set(colours49)).toEqual(new Set(['red', 'blue', 'green']))
  })
})

describe('lottery launch parameters (spec §3)', () => {
  test('the Vietnamese page: area VN, betting view for a game', () => {
    expect(
      lotteryLaunchRequest('vnLottery', {
        gameCode: 'VN_FAST',
        backUrl: 'https://p/vnLottery',
        language: 'VI',
      }),
    ).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN_FAST',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://p/vnLottery',
      language: 'VI',
    })
  })

  test('the sea page without a game: the lobby in prize mode SEA, no area', () => {
    expect(lotteryLaunchRequest('seaLottery', { backUrl: 'https://p/seaLottery', language: 'EN' })).toEqual({
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: 'https://p/seaLottery',
      language: 'EN',
    })
  })

  test("the menu's prize mode wins", () => {
    expect(
      lotteryLaunchRequest('lottery', {
        gameCode: 'TCG_PK10',
        prizeMode: 'ELOTT',
        backUrl: '/',
        language: 'EN',
      }).lottoPrizeMode,
    ).toBe('ELOTT')
  })
})
