import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'
import { freshMember, playOnce, settledDeposit } from './testing/play'

const find = async (client: TestClient, id: string) =>
  (await client.call(endpoints.achievements, undefined)).achievements.find((a) => a.achievementId === id)

describe('achievements', () => {
  test('counted from play; a reached one pays once through the ledger; titles are translated', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'achieve1')
    const start = await client.call(endpoints.achievements, undefined)
    expect(start.achievements.map((a) => [a.achievementId, a.status, a.progress, a.target])).toEqual([
      ['FIRST-BET', 'locked', 0, 1],
      ['TEN-BETS', 'locked', 0, 10],
      ['FIRST-DEPOSIT', 'locked', 0, 1],
      ['FIVE-DEPOSITS', 'locked', 0, 5],
    ])
    const claim = (achievementId: string, requestId: string) =>
      client.call(endpoints.claimAchievementPromo, { achievementId, requestId })
    expect(await codeOf(claim('FIRST-BET', 'ach-key-0'))).toBe('achievement_locked')

    await playOnce(simulator, client, 10)
    expect(await find(client, 'FIRST-BET')).toMatchObject({ status: 'reached', progress: 1 })
    expect(await find(client, 'TEN-BETS')).toMatchObject({ status: 'locked', progress: 1 })

    const ledger = () => simulator.store.state.ledgers.get('achieve1')?.entries ?? []
    const before = ledger().length
    const paid = await claim('FIRST-BET', 'ach-key-1')
    expect(paid).toMatchObject({ achievementId: 'FIRST-BET', amount: moneyFromApi(2) })
    expect(ledger().slice(before)).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: 200, reference: paid.reference }),
    ])
    expect(await claim('FIRST-BET', 'ach-key-1')).toEqual(paid)
    expect(await codeOf(claim('FIRST-BET', 'ach-key-2'))).toBe('achievement_claimed')
    expect(await codeOf(claim('FIRST-DEPOSIT', 'ach-key-1'))).toBe('idempotency_conflict')
    expect(await codeOf(claim('NOPE', 'ach-key-3'))).toBe('unknown_achievement')
    expect(ledger().length).toBe(before + 1)
    expect(await find(client, 'FIRST-BET')).toMatchObject({ status: 'claimed' })

    client.context.language = 'AR'
    expect((await find(client, 'FIRST-DEPOSIT'))?.title).toBe('أول إيداع')
  })

  test('a settled deposit counts, a pending one does not; trial accounts never claim', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'achieve2')
    await dev(simulator, '/ledger/deposit', { account: 'achieve2', amount: '50.00' })
    expect(await find(client, 'FIRST-DEPOSIT')).toMatchObject({ status: 'locked', progress: 0 })
    await settledDeposit(simulator, 'achieve2', '50.00')
    expect(await find(client, 'FIRST-DEPOSIT')).toMatchObject({ status: 'reached', progress: 1 })

    const trial = testClient(simulator)
    await signIn(trial, 'trial01', 'Demo1234')
    expect(
      await codeOf(
        trial.call(endpoints.claimAchievementPromo, { achievementId: 'FIRST-BET', requestId: 'trial-key-1' }),
      ),
    ).toBe('in_need_true_account')
  })
})
