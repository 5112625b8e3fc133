import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

function gameOf(simulator: Simulator, vendor: string, supportPlay: 0 | 1) {
  const game = simulator.store.state.catalog.games.find(
    (candidate) => candidate.vassalage === vendor && candidate.supportPlay === supportPlay,
  )
  if (!game) throw new Error(`the seed has no ${vendor} game with supportPlay ${supportPlay}`)
  return game
}

const launched = (answer: unknown) => answer as { url: string; launchId: string; demo: boolean }

async function bet(simulator: Simulator, url: string, stake: number) {
  const response = await simulator.fetch(
    new Request(`${url}/bet`, { method: 'POST', body: JSON.stringify({ stake }) }),
  )
  return (await response.json()) as {
    success: boolean
    code?: string
    value?: { reels: string[]; win: number; balance: number }
  }
}

describe('launch', () => {
  test('the URL opens a self-contained game page showing game, vendor, account and balance', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    const game = gameOf(simulator, 'PG', 1)
    const { url, demo } = launched(
      await client.call(endpoints.launchGame, { vassalage: 'PG', gameCode: game.gameCode }),
    )
    expect(demo).toBe(false)
    const response = await simulator.fetch(new Request(url))
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain(game.gameName)
    expect(html).toContain('PG Soft')
    expect(html).toContain('member01')
    expect(html).toContain('>Spin<')
    // Nothing leaves the page: no external script, style, font or image.
    expect(html).not.toMatch(/(src|href)=["']?https?:/)
    expect(html).not.toMatch(/@import|url\(/)
  })

  test("the game page speaks the portal's language, sent at launch", async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    const game = gameOf(simulator, 'PG', 1)
    for (const [language, lang, spin] of [
      ['TW', 'lang="zh-Hant" dir="ltr"', '>旋轉<'],
      ['AR', 'lang="ar" dir="rtl"', '>دوران<'],
    ] as const) {
      client.context.language = language
      const { url } = launched(
        await client.call(endpoints.launchGame, { vassalage: 'PG', gameCode: game.gameCode }),
      )
      const html = await (await simulator.fetch(new Request(url))).text()
      expect(html).toContain(lang)
      expect(html).toContain(spin)
      expect(html).not.toContain('>Balance<')
    }
  })

  test('each bet moves the member balance, and the wallet call sees it', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    const before = (await client.call(endpoints.walletBalance, {})).balance
    const { url } = launched(await client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))
    const cents = (amount: number | undefined) => moneyFromApi(amount ?? Number.NaN, 2, 'exact')?.minor
    let expected = before.minor
    for (let round = 0; round < 12; round++) {
      const answer = await bet(simulator, url, 10)
      expect(answer.success).toBe(true)
      expected += -1_000n + (cents(answer.value?.win) ?? 0n)
      expect(cents(answer.value?.balance)).toBe(expected)
    }
    expect((await client.call(endpoints.walletBalance, {})).balance.minor).toBe(expected)
    // Each round is a bet and, when it wins, a payout in the ledger, with the game it was played in.
    const rounds = simulator.store.state.ledgers
      .get('member01')
      ?.entries.filter((entry) => entry.kind === 'bet')
    expect(rounds?.at(-1)).toMatchObject({ amount: -1_000, game: { vendor: 'EVO', category: 'LIVE' } })
    expect(await bet(simulator, url, 7)).toMatchObject({ success: false, code: 'field_invalid' })
  })

  test("after a transfer into a vendor wallet, that vendor's games draw on it and the main wallet stays", async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    await client.call(endpoints.walletTransfer, {
      from: 'main',
      to: 'PG',
      amount: '30',
      requestId: 'launch-test-key-1',
    })
    const main = (await client.call(endpoints.walletBalance, {})).balance.minor
    const game = gameOf(simulator, 'PG', 1)
    const { url } = launched(
      await client.call(endpoints.launchGame, { vassalage: 'PG', gameCode: game.gameCode }),
    )
    const answer = await bet(simulator, url, 10)
    expect(answer.success).toBe(true)
    const win = moneyFromApi(answer.value?.win ?? Number.NaN, 2, 'exact')?.minor ?? 0n
    expect(moneyFromApi(answer.value?.balance ?? Number.NaN, 2, 'exact')?.minor).toBe(3_000n - 1_000n + win)
    expect((await client.call(endpoints.walletBalance, {})).balance.minor).toBe(main)
    const last = simulator.store.state.ledgers
      .get('member01')
      ?.entries.findLast((entry) => entry.kind === 'bet')
    expect(last).toMatchObject({ wallet: 'PG', amount: -1_000 })
    // Another vendor, with nothing in its own wallet, still plays from main; so does single-wallet mode.
    const evo = launched(await client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))
    const evoRound = await bet(simulator, evo.url, 10)
    const evoWin = moneyFromApi(evoRound.value?.win ?? Number.NaN, 2, 'exact')?.minor ?? 0n
    expect((await client.call(endpoints.walletBalance, {})).balance.minor).toBe(main - 1_000n + evoWin)
    expect(
      simulator.store.state.ledgers.get('member01')?.entries.findLast((entry) => entry.kind === 'bet'),
    ).toMatchObject({ wallet: 'main' })
    await dev(simulator, '/wallet-mode', { single: true })
    const single = launched(
      await client.call(endpoints.launchGame, { vassalage: 'PG', gameCode: game.gameCode }),
    )
    expect((await bet(simulator, single.url, 10)).success).toBe(true)
    expect(
      simulator.store.state.ledgers.get('member01')?.entries.findLast((entry) => entry.kind === 'bet'),
    ).toMatchObject({ wallet: 'main' })
  })

  test('the sandboxed page (opaque origin, `Origin: null`) may read its bet answers', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', 'Demo1234')
    const { url } = launched(await client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))
    const answer = await simulator.fetch(
      new Request(`${url}/bet`, {
        method: 'POST',
        headers: { origin: 'null' },
        body: JSON.stringify({ stake: 1 }),
      }),
    )
    expect(answer.headers.get('access-control-allow-origin')).toBe('null')
    expect(await answer.json()).toMatchObject({ success: true, value: { stake: 1 } })
  })

  test('a vendor under maintenance refuses the launch', async () => {
    const client = testClient(createSimulator())
    await signIn(client, 'member01', 'Demo1234')
    expect(await codeOf(client.call(endpoints.startGame, { vassalage: 'SBO', gameType: 'SPORTS' }))).toBe(
      'vendor_maintenance',
    )
  })

  test('no balance, no real-money launch; the free trial of a supportPlay 0 game still opens with demo money', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'broke01', 'Demo1234')
    const paid = gameOf(simulator, 'JILI', 1)
    const free = gameOf(simulator, 'JILI', 0)
    expect(
      await codeOf(client.call(endpoints.launchGame, { vassalage: 'JILI', gameCode: paid.gameCode })),
    ).toBe('insufficient_balance')
    expect(
      await codeOf(
        client.call(endpoints.launchGame, { vassalage: 'JILI', gameCode: paid.gameCode, freeTrial: 1 }),
      ),
    ).toBe('free_trial_unavailable')
    const trial = launched(
      await client.call(endpoints.launchGame, { vassalage: 'JILI', gameCode: free.gameCode, freeTrial: 1 }),
    )
    expect(trial.demo).toBe(true)
    expect(await simulator.fetch(new Request(trial.url)).then((response) => response.text())).toContain(
      'demo money',
    )
    const answer = await bet(simulator, trial.url, 50)
    expect(answer.value?.balance).toBe(2000 - 50 + (answer.value?.win ?? 0))
    expect((await client.call(endpoints.walletBalance, {})).balance.minor).toBe(0n)
    // Free trials are not history.
    expect(await client.call(endpoints.recentGames, {})).toEqual({ list: [] })
  })

  test('trial accounts are refused; a free-play guest opens only free-trial games, with demo money', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'trial01', 'Demo1234')
    const free = gameOf(simulator, 'PP', 0)
    expect(
      await codeOf(client.call(endpoints.launchGame, { vassalage: 'PP', gameCode: free.gameCode })),
    ).toBe('trial_account')

    const encryption = await client.encryptor.encryptText('olleh')
    const { token } = await client.call(endpoints.freePlayLogin, {
      os: 'web',
      platform: 'W',
      Encryption: encryption,
    })
    client.context.token = token
    const guest = launched(
      await client.call(endpoints.launchGame, { vassalage: 'PP', gameCode: free.gameCode }),
    )
    expect(guest.demo).toBe(true)
    const paid = gameOf(simulator, 'PP', 1)
    expect(
      await codeOf(client.call(endpoints.launchGame, { vassalage: 'PP', gameCode: paid.gameCode })),
    ).toBe('free_trial_unavailable')
  })

  test('the page is addressed on the caller page origin, so it loads through the portal proxy', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const token = await signIn(client, 'member01', 'Demo1234')
    const response = await simulator.fetch(
      new Request('http://127.0.0.1:4999/wps/game/startGame', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Session-Token': token,
          Referer: 'http://127.0.0.1:5173/live',
        },
        body: JSON.stringify({ vassalage: 'EVO', gameType: 'LIVE' }),
      }),
    )
    const { value } = (await response.json()) as { value: { url: string } }
    expect(value.url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/sim\/play\/[0-9a-f]+$/)
  })

  test('an unknown launch id shows an ended page', async () => {
    const response = await createSimulator().fetch(new Request('http://sim.test/sim/play/nope'))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('ended')
  })
})

test('the dev surface puts a vendor into maintenance and sets a balance', async () => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'member01', 'Demo1234')
  await dev(simulator, '/vendor-maintenance', { code: 'evo', on: true })
  expect(await codeOf(client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))).toBe(
    'vendor_maintenance',
  )
  await dev(simulator, '/vendor-maintenance', { code: 'EVO', on: false })
  await dev(simulator, '/balance', { account: 'member01', balance: 0 })
  expect(await codeOf(client.call(endpoints.startGame, { vassalage: 'EVO', gameType: 'LIVE' }))).toBe(
    'insufficient_balance',
  )
})
