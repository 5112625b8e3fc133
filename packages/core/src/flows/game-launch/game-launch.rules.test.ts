import { describe, expect, test } from 'vitest'
import { freePlaySecret, gameListCenterPath, launchRoute, offersFreeTrial } from './game-launch.rules'
import type { LaunchTarget } from './game-launch.types'

const vendor = (vassalage: string, gameType: string, extra: Partial<LaunchTarget> = {}): LaunchTarget => ({
  vassalage,
  gameType,
  ...extra,
})

describe('launch routing by vendor kind (spec §4)', () => {
  test.each([
    [
      'Vietnamese lottery',
      vendor('TCG_LOTTO_VN', 'LOTT', { gameCode: 'VN_FAST' }),
      { kind: 'navigate', to: '/vnLottery?gameCode=VN_FAST' },
    ],
    [
      'sea lottery',
      vendor('TCG_SEA', 'LOTT', { gameCode: 'SEA_649' }),
      { kind: 'navigate', to: '/seaLottery?gameCode=SEA_649' },
    ],
    [
      'LOTT vendor',
      vendor('TCG', 'LOTT', { gameCode: 'TCG_FFC' }),
      { kind: 'navigate', to: '/lottery?gameCode=TCG_FFC' },
    ],
    [
      'ELOTT vendor',
      vendor('TCG', 'ELOTT', { gameCode: 'TCG_PK10' }),
      { kind: 'navigate', to: '/lottery?prizeMode=ELOTT&gameCode=TCG_PK10' },
    ],
    // Its own lobby: the e-lottery's prize mode, not the LOTT lobby.
    [
      'lottery vendor card without a game',
      vendor('TCG', 'ELOTT'),
      { kind: 'navigate', to: '/lottery?prizeMode=ELOTT' },
    ],
    ['LOTT vendor card without a game', vendor('TCG', 'LOTT'), { kind: 'navigate', to: '/lottery' }],
    ['RNG vendor card', vendor('CQ9', 'RNG'), { kind: 'navigate', to: '/gameListCenter/cq9/rng' }],
    ['VASSALAGE vendor card', vendor('PG', 'RNG', { isGame: 'VASSALAGE' }), { kind: 'vendorGames' }],
    [
      'RNG game card',
      vendor('PG', 'RNG', { isGame: 'VASSALAGE', gameCode: 'PG_1' }),
      { kind: 'call', call: 'launchGame' },
    ],
    ['LIVE', vendor('EVO', 'LIVE'), { kind: 'call', call: 'startGame' }],
    ['SPORTS', vendor('SABA', 'SPORTS'), { kind: 'call', call: 'startGame' }],
    ['ESPORTS', vendor('IA', 'ESPORTS'), { kind: 'call', call: 'startGame' }],
    ['COCKFIGHT', vendor('DS88', 'COCKFIGHT'), { kind: 'call', call: 'startGame' }],
    ['FISH', vendor('JDB', 'FISH', { gameCode: 'JDB_1' }), { kind: 'call', call: 'launchGame' }],
    ['PVP', vendor('KY', 'PVP'), { kind: 'call', call: 'launchGame' }],
    ['lower-case codes', vendor('tcg_lotto_vn', 'lott'), { kind: 'navigate', to: '/vnLottery' }],
  ])('%s', (_, target, route) => {
    expect(launchRoute(target)).toEqual(route)
  })

  test('the game list centre route lower-cases vendor and type', () => {
    expect(gameListCenterPath('JILI', 'RNG')).toBe('/gameListCenter/jili/rng')
  })

  test('free trial only with supportPlay 0', () => {
    expect(offersFreeTrial({ supportPlay: 0 })).toBe(true)
    expect(offersFreeTrial({ supportPlay: 1 })).toBe(false)
    expect(offersFreeTrial({ supportPlay: null })).toBe(false)
  })

  test('the free-play secret is random characters, reversed, from the random port', () => {
    const sequence = [0, 1 / 36, 2 / 36]
    let index = 0
    const secret = freePlaySecret(() => sequence[index++ % 3] ?? 0)
    expect(secret).toHaveLength(16)
    expect(secret.startsWith('abc'.split('').reverse().join(''))).toBe(false)
    expect(secret.endsWith('cba')).toBe(true)
  })
})
