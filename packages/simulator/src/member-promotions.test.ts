import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { playRound } from './ledger/operations'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'
import { freshMember } from './testing/play'

const day = 86_400_000
const entriesOf = (simulator: Simulator, account: string) =>
  simulator.store.state.ledgers.get(account)?.entries ?? []

/** A round of `stake` (minor units) that paid nothing, booked now: a loss at play. */
function lose(simulator: Simulator, account: string, stake: number) {
  const member = simulator.store.findMember(account)
  if (!member) throw new Error(`no ${account}`)
  const game = { vendor: 'PG', category: 'RNG', gameCode: null }
  playRound(ledgerOf(simulator.store, member), 'main', stake, 0, game, {
    at: simulator.store.now(),
    reference: 'GR-test',
  })
}

const claims = (client: TestClient) => ({
  register: (requestId: string) => client.call(endpoints.claimRegisterPromotion, { requestId }),
  login: (requestId: string) => client.call(endpoints.claimLoginPromotion, { requestId }),
  savior: (requestId: string) => client.call(endpoints.claimSaviorPromotion, { requestId }),
  issued: (issueId: string, requestId: string) =>
    client.call(endpoints.claimIssuedPromotion, { issueId, requestId }),
})

describe('member promotions', () => {
  test('the registration bonus pays once per member, as one bonus entry', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'promreg1')
    expect(await client.call(endpoints.registerPromotion, undefined)).toMatchObject({
      state: 'available',
      reason: null,
      reward: moneyFromApi(8.88),
      claimedAt: null,
    })
    const before = entriesOf(simulator, 'promreg1').length
    const paid = await claims(client).register('reg-key-01')
    expect(paid.amount).toEqual(moneyFromApi(8.88))
    expect(entriesOf(simulator, 'promreg1').slice(before)).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: 888, reference: paid.reference }),
    ])
    expect(await claims(client).register('reg-key-01')).toEqual(paid)
    expect(await codeOf(claims(client).register('reg-key-02'))).toBe('register_claimed')
    expect(entriesOf(simulator, 'promreg1').length).toBe(before + 1)
    expect(await client.call(endpoints.registerPromotion, undefined)).toMatchObject({
      state: 'claimed',
      reason: 'register_claimed',
    })
  })

  test('the login bonus pays once a day: the next day it may be claimed again', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'promlog1')
    await claims(client).login('login-key-1')
    const claimed = await client.call(endpoints.loginPromotion, undefined)
    expect(claimed).toMatchObject({ state: 'claimed', reason: 'login_claimed_today' })
    const today = Math.floor(simulator.store.now() / day)
    expect(claimed.nextAt).toBe(new Date((today + 1) * day).toISOString())
    expect(await codeOf(claims(client).login('login-key-2'))).toBe('login_claimed_today')

    await dev(simulator, '/clock', { advanceMs: day })
    expect(await client.call(endpoints.loginPromotion, undefined)).toMatchObject({ state: 'available' })
    expect((await claims(client).login('login-key-3')).amount).toEqual(moneyFromApi(2))
    const bonuses = entriesOf(simulator, 'promlog1').filter((entry) => entry.kind === 'bonus')
    expect(bonuses.map((entry) => entry.amount)).toEqual([200, 200])
  })

  test('loss-back pays a share of the last full day’s net loss, once, and nothing for a win or a small loss', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'promsav1')
    lose(simulator, 'promsav1', 6_000)
    // The loss is today's: yesterday had none.
    expect(await client.call(endpoints.saviorPromotion, undefined)).toMatchObject({
      state: 'ineligible',
      reason: 'savior_no_loss',
      netLoss: moneyFromApi(0),
    })
    expect(await codeOf(claims(client).savior('sav-key-01'))).toBe('savior_no_loss')

    await dev(simulator, '/clock', { advanceMs: day })
    const offer = await client.call(endpoints.saviorPromotion, undefined)
    expect(offer).toMatchObject({
      state: 'available',
      netLoss: moneyFromApi(60),
      reward: moneyFromApi(6),
      percent: 10,
      minLoss: moneyFromApi(50),
    })
    expect(Date.parse(offer.periodEnd) - Date.parse(offer.periodStart)).toBe(day)
    const paid = await claims(client).savior('sav-key-02')
    expect(paid.amount).toEqual(moneyFromApi(6))
    expect(await codeOf(claims(client).savior('sav-key-03'))).toBe('savior_claimed')
    expect(await claims(client).savior('sav-key-02')).toEqual(paid)

    // A day whose loss is under the least loss pays nothing.
    lose(simulator, 'promsav1', 1_000)
    await dev(simulator, '/clock', { advanceMs: day })
    expect(await client.call(endpoints.saviorPromotion, undefined)).toMatchObject({
      state: 'ineligible',
      netLoss: moneyFromApi(10),
      reason: 'savior_no_loss',
    })
  })

  test('an issued promotion is claimed once until it expires; titles are translated; trial accounts never claim', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'promiss1')
    expect((await client.call(endpoints.issuedPromotions, undefined)).promotions).toEqual([])
    await dev(simulator, '/member-promotions/issue', {
      account: 'promiss1',
      amount: '12.50',
      title: 'Welcome back',
    })
    await dev(simulator, '/member-promotions/issue', {
      account: 'promiss1',
      amount: 5,
      expiresInMs: 60_000,
    })
    const [short, welcome] = (await client.call(endpoints.issuedPromotions, undefined)).promotions
    expect(welcome).toMatchObject({ title: 'Welcome back', reward: moneyFromApi(12.5), state: 'available' })
    expect(short?.expiresAt).not.toBeNull()

    const paid = await claims(client).issued(welcome?.issueId ?? '', 'iss-key-01')
    expect(paid.amount).toEqual(moneyFromApi(12.5))
    expect(await codeOf(claims(client).issued(welcome?.issueId ?? '', 'iss-key-02'))).toBe('issued_claimed')
    expect(await codeOf(claims(client).issued(short?.issueId ?? '', 'iss-key-01'))).toBe(
      'idempotency_conflict',
    )
    expect(await codeOf(claims(client).issued('NOPE', 'iss-key-03'))).toBe('unknown_issued')
    await dev(simulator, '/clock', { advanceMs: 120_000 })
    expect(await codeOf(claims(client).issued(short?.issueId ?? '', 'iss-key-04'))).toBe('issued_expired')
    expect((await client.call(endpoints.issuedPromotions, undefined)).promotions.map((p) => p.state)).toEqual(
      ['ineligible', 'claimed'],
    )

    const member = testClient(simulator)
    await signIn(member, 'member01', 'Demo1234')
    member.context.language = 'TW'
    expect((await member.call(endpoints.issuedPromotions, undefined)).promotions[0]).toMatchObject({
      issueId: 'GIFT-1001',
      title: '忠實會員禮金',
      state: 'available',
    })

    const trial = testClient(simulator)
    await signIn(trial, 'trial01', 'Demo1234')
    expect(await codeOf(trial.call(endpoints.claimLoginPromotion, { requestId: 'trial-key-1' }))).toBe(
      'in_need_true_account',
    )
  })
})
