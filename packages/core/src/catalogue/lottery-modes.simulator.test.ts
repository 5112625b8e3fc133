import { createSimulator } from '@portal/simulator'
import { afterEach, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../create-portal'
import { signedInPortal } from '../testing/simulated'
import type { LotteryMenuGroup } from './create-catalogue'
import { createCatalogue } from './create-catalogue'
import { lotteryLaunchRequest, lotteryPrizeMode } from './lottery-launch'
import { type CatalogueResource, connectResource } from './resource.machine'

/**
 * Prize modes ZY and ELOTT (issue 32's smaller gaps; spec §9 ModeZy, ModeElott): the cn lottery page's menu asks
 * for every mode it launches, and a game or vendor of a mode launches in it.
 */
let portal: Portal | undefined
afterEach(() => portal?.stop())

function settled<T>(resource: CatalogueResource<T>) {
  resource.start()
  return waitFor(resource, (s) => s.matches('loaded') || s.matches('failed'), { timeout: 5000 })
}

test('the lottery menu holds the LOTT, ZY and ELOTT games, each with its mode', async () => {
  portal = await signedInPortal('member01', createSimulator())
  const menus = connectResource<readonly LotteryMenuGroup[]>(
    await settled(createCatalogue(portal).lottery.menus('lottery')),
  )
  const games = menus.data?.flatMap((group) => group.games) ?? []
  const modes = new Set(games.map((game) => game.prizeMode))
  expect([...modes].sort()).toEqual(['ELOTT', 'LOTT', 'ZY'])
  expect(games.find((game) => game.gameCode === 'TCG_PK10')?.prizeMode).toBe('ELOTT')
  expect(games.find((game) => game.gameCode === 'TCG_3D')?.prizeMode).toBe('ZY')
  // The SEA page keeps its own.
  const sea = connectResource<readonly LotteryMenuGroup[]>(
    await settled(createCatalogue(portal).lottery.menus('seaLottery')),
  )
  expect(new Set(sea.data?.flatMap((group) => group.games.map((game) => game.prizeMode)))).toEqual(
    new Set(['SEA']),
  )
})

test('a prize mode from an address is one the launch takes, or none; the launch says it', () => {
  expect(lotteryPrizeMode('ELOTT')).toBe('ELOTT')
  expect(lotteryPrizeMode('elott')).toBeNull()
  expect(lotteryPrizeMode('VN')).toBeNull()
  expect(lotteryPrizeMode(null)).toBeNull()
  const lobby = { prizeMode: 'ELOTT' as const, backUrl: 'http://p/lottery', language: 'EN' }
  expect(lotteryLaunchRequest('lottery', lobby)).toMatchObject({
    lottoPrizeMode: 'ELOTT',
    lottoView: 'lobby',
  })
})
