import { endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'

const at = (iso: string) => Date.parse(iso)

test('menus by prize mode, with the open draw closing at the end of its interval', async () => {
  const client = testClient(createSimulator({ now: () => at('2026-04-01T10:00:30Z') }))
  const { list } = (await client.call(endpoints.gameMenus, { prizeMode: 'SEA' })) as {
    list: { gameCode: string; closesAt: string }[]
  }
  expect(list.map((game) => game.gameCode)).toEqual(['SEA_649', 'SEA_28'])
  expect(list[1]?.closesAt).toBe('2026-04-01T10:05:00.000Z')
  const vn = (await client.call(endpoints.vnGameMenu, { prizeMode: 'LOTT', device: 'WEB' })) as {
    regions: unknown[]
  }
  expect(vn.regions).toHaveLength(3)
})

test('draw results are the same for the same draw and change with the next one', async () => {
  let now = at('2026-04-01T10:00:30Z')
  const client = testClient(createSimulator({ now: () => now }))
  await signIn(client, 'member01', 'Demo1234')
  const opened = async () =>
    (
      (await client.call(endpoints.lotteryOpenedNumbers, { prizeMode: 'Lott', t: String(now) })) as {
        list: { gameCode: string; drawNo: string; numbers: number[] }[]
      }
    ).list.find((result) => result.gameCode === 'TCG_FFC')
  const first = await opened()
  expect(first?.numbers).toHaveLength(5)
  expect(await opened()).toEqual(first)
  now += 60_000
  expect((await opened())?.drawNo).toBe(String(Number(first?.drawNo) + 1))
  const vn = await client.call(endpoints.vnOpenedNumbers, {})
  expect(vn.list[0]?.prizes?.special).toMatch(/^\d{6}$/)
})

test('a lottery launch goes through its vendor and shows in the recent VN games', async () => {
  const client = testClient(createSimulator())
  await signIn(client, 'member01', 'Demo1234')
  const launched = (await client.call(endpoints.launchGame, {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoGameCode: 'VN_FAST',
    lottoView: 'betting',
  })) as { url: string }
  expect(launched.url).toMatch(/^http:\/\/sim\.test\/sim\/play\/[0-9a-f]+$/)
  expect(await client.call(endpoints.vnRecentGames, {})).toMatchObject({ list: [{ gameCode: 'VN_FAST' }] })
})

test.each([
  [{ lottoArea: 'VN', lottoPrizeMode: 'LOTT' }, 'TCG_LOTTO_VN'],
  [{ lottoPrizeMode: 'SEA' }, 'TCG_SEA'],
  [{ lottoPrizeMode: 'LOTT' }, 'TCG'],
] as const)('a lottery lobby (no game) %o opens through %s', async (area, vendor) => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'member01', 'Demo1234')
  await client.call(endpoints.launchGame, { ...area, launchMode: 'LOTT', lottoView: 'lobby' })
  expect([...simulator.store.state.launches.values()].at(-1)?.vendor).toBe(vendor)
})
