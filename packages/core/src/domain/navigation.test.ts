import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import {
  type GameCategory,
  gameCategories,
  type NavigationIntent,
  type NavigationVendor,
  navigationCategories,
  type VendorGroup,
} from './navigation'

const vendor = (vassalage: string, gameType: string): NavigationVendor => ({ vassalage, gameType })
const group = (gameCategory: string, ...codes: string[]): VendorGroup => ({
  gameCategory,
  vendors: codes.map((code) => vendor(code, gameCategory)),
})

const shape = (groups: VendorGroup[], split?: Parameters<typeof navigationCategories>[1]) =>
  navigationCategories(groups, split).map(({ category, vendors }) => [
    category,
    vendors.map((v) => v.vassalage),
  ])

describe('navigationCategories: which categories, in which order', () => {
  test.each<[string, VendorGroup[], [GameCategory, string[]][]]>([
    ['empty list: HOME only', [], [['HOME', []]]],
    ['unknown categories dropped', [group('CASINO', 'X'), group('live', 'AG')], [['HOME', []]]],
    [
      'empty categories dropped',
      [group('LIVE'), group('RNG', 'PG')],
      [
        ['HOME', []],
        ['RNG', ['PG']],
      ],
    ],
    [
      'spec order regardless of server order',
      [group('FISH', 'JDB'), group('LIVE', 'AG'), group('HOT', 'PG'), group('PVP', 'KY')],
      [
        ['HOME', []],
        ['HOT', ['PG']],
        ['LIVE', ['AG']],
        ['PVP', ['KY']],
        ['FISH', ['JDB']],
      ],
    ],
    ['a server HOME lane adds no vendors', [group('HOME', 'AG')], [['HOME', []]]],
    [
      'esports and cockfight split out of SPORTS',
      [group('SPORTS', 'SABA', 'IMES', 'DS88', 'TF', 'DIG')],
      [
        ['HOME', []],
        ['SPORTS', ['SABA']],
        ['ESPORTS', ['IMES', 'TF']],
        ['COCKFIGHT', ['DS88', 'DIG']],
      ],
    ],
    [
      'SPORTS disappears when all its vendors move',
      [group('SPORTS', 'AV', 'IA', 'AI')],
      [
        ['HOME', []],
        ['ESPORTS', ['AV', 'IA', 'AI']],
      ],
    ],
    [
      'esport codes outside SPORTS stay put',
      [group('LIVE', 'AV')],
      [
        ['HOME', []],
        ['LIVE', ['AV']],
      ],
    ],
    [
      'split vendors join a server ESPORTS lane once',
      [group('ESPORTS', 'IMES'), group('SPORTS', 'IMES', 'TF')],
      [
        ['HOME', []],
        ['ESPORTS', ['IMES', 'TF']],
      ],
    ],
    [
      'a vendor in several categories shows in each',
      [group('LIVE', 'AG'), group('RNG', 'AG'), group('FISH', 'AG')],
      [
        ['HOME', []],
        ['LIVE', ['AG']],
        ['RNG', ['AG']],
        ['FISH', ['AG']],
      ],
    ],
    [
      'duplicates within a lane show once',
      [group('RNG', 'PG', 'PG', 'JDB')],
      [
        ['HOME', []],
        ['RNG', ['PG', 'JDB']],
      ],
    ],
    [
      'no in-house vendors by default',
      [group('RNG', 'PG', 'INH')],
      [
        ['HOME', []],
        ['RNG', ['PG', 'INH']],
      ],
    ],
  ])('%s', (_name, groups, expected) => {
    expect(shape(groups)).toEqual(expected)
  })

  test('configured in-house vendors split out of RNG', () => {
    const split = { esportVendors: [], cockfightVendors: [], inHouseVendors: ['INH'] }
    expect(shape([group('RNG', 'PG', 'INH'), group('SPORTS', 'IMES')], split)).toEqual([
      ['HOME', []],
      ['SPORTS', ['IMES']],
      ['RNG', ['PG']],
      ['INHOUSE', ['INH']],
    ])
  })

  test('keeps the caller’s vendor objects', () => {
    const card = { vassalage: 'AG', gameType: 'LIVE', displayName: 'Asia Gaming' }
    const [, live] = navigationCategories([{ gameCategory: 'LIVE', vendors: [card] }])
    expect(live?.vendors[0]).toBe(card)
  })
})

describe('navigationCategories: intents and drop-downs', () => {
  const intentOf = (groups: VendorGroup[], category: GameCategory) =>
    navigationCategories(groups).find((entry) => entry.category === category)?.intent

  test.each<[string, VendorGroup[], GameCategory, NavigationIntent]>([
    ['HOME', [], 'HOME', { kind: 'route', path: '/' }],
    ['HOT', [group('HOT', 'PG')], 'HOT', { kind: 'route', path: '/hot' }],
    ['PROMO', [group('PROMO', 'P')], 'PROMO', { kind: 'route', path: '/promotions' }],
    ['DOWN', [group('DOWN', 'D')], 'DOWN', { kind: 'route', path: '/down' }],
    ['LIVE', [group('LIVE', 'AG')], 'LIVE', { kind: 'route', path: '/live' }],
    ['SPORTS', [group('SPORTS', 'SABA')], 'SPORTS', { kind: 'route', path: '/sports' }],
    ['ESPORTS', [group('SPORTS', 'TF')], 'ESPORTS', { kind: 'route', path: '/esports' }],
    ['PVP', [group('PVP', 'KY')], 'PVP', { kind: 'route', path: '/pvp' }],
    ['RNG', [group('RNG', 'PG')], 'RNG', { kind: 'route', path: '/rng' }],
    ['FISH', [group('FISH', 'JDB')], 'FISH', { kind: 'route', path: '/fish' }],
    ['INHOUSE', [group('INHOUSE', 'X')], 'INHOUSE', { kind: 'route', path: '/inHouse' }],
    [
      'LOTT, Vietnamese first',
      [group('LOTT', 'TCG_LOTTO_VN', 'TCG_SEA')],
      'LOTT',
      { kind: 'route', path: '/vnLottery' },
    ],
    [
      'LOTT, sea first',
      [group('LOTT', 'TCG_SEA', 'TCG_LOTTO_VN')],
      'LOTT',
      { kind: 'route', path: '/seaLottery' },
    ],
    [
      'LOTT, other first',
      [group('LOTT', 'LOTT', 'TCG_LOTTO_VN')],
      'LOTT',
      { kind: 'route', path: '/lottery' },
    ],
    ['ELOTT, sea first', [group('ELOTT', 'TCG_SEA')], 'ELOTT', { kind: 'route', path: '/seaLottery' }],
    ['ELOTT, other first', [group('ELOTT', 'ELOTT')], 'ELOTT', { kind: 'route', path: '/lottery' }],
    [
      'COCKFIGHT launches its first vendor',
      [group('SPORTS', 'DIG', 'DS88')],
      'COCKFIGHT',
      { kind: 'launch', vendor: vendor('DIG', 'SPORTS') },
    ],
  ])('%s', (_name, groups, category, intent) => {
    expect(intentOf(groups, category)).toEqual(intent)
  })

  test.each<[GameCategory, boolean]>(
    gameCategories.map((category) => [category, !['HOME', 'PROMO', 'DOWN'].includes(category)]),
  )('%s drop-down: %s', (category, hasDropdown) => {
    const entry = navigationCategories([group(category, 'V')]).find((e) => e.category === category)
    expect(entry?.hasDropdown).toBe(hasDropdown)
  })
})

describe('navigationCategories: properties', () => {
  const code = fc.constantFrom('AG', 'PG', 'IMES', 'TF', 'DS88', 'DIG', 'TCG_SEA', 'TCG_LOTTO_VN', 'INH')
  const categoryName = fc.oneof(
    fc.constantFrom(...gameCategories),
    fc.constantFrom('CASINO', 'live', ''),
    fc.string(),
  )
  const groups = fc.array(
    fc.record({
      gameCategory: categoryName,
      vendors: fc.array(fc.record({ vassalage: code, gameType: fc.string() })),
    }),
  )
  const split = fc.record({
    esportVendors: fc.subarray(['AV', 'IMES', 'TF', 'AG']),
    cockfightVendors: fc.subarray(['DS88', 'DIG', 'PG']),
    inHouseVendors: fc.subarray(['INH', 'PG']),
  })

  test('HOME first, known categories only, none empty but HOME, in spec order, no repeats', () => {
    fc.assert(
      fc.property(groups, split, (input, categorySplit) => {
        const entries = navigationCategories(input, categorySplit)
        expect(entries[0]?.category).toBe('HOME')
        for (const entry of entries.slice(1)) {
          expect(gameCategories).toContain(entry.category)
          expect(entry.vendors.length).toBeGreaterThan(0)
        }
        const positions = entries.map((entry) => gameCategories.indexOf(entry.category))
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b))
      }),
      { numRuns: runs.rules },
    )
  })
})
