import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

/** A fresh member with 500.00 and no past, signed in. */
async function freshMember(simulator: Simulator, account: string, type = 0) {
  await dev(simulator, '/accounts', { account, balance: 500, type })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  return client
}

async function playRounds(
  simulator: Simulator,
  client: ReturnType<typeof testClient>,
  stake: number,
  n: number,
) {
  const game = simulator.store.state.catalog.games.find(
    (one) => one.vassalage === 'PG' && one.supportPlay === 1,
  )
  const { url } = (await client.call(endpoints.launchGame, {
    vassalage: 'PG',
    gameCode: game?.gameCode,
  })) as {
    url: string
  }
  for (let round = 0; round < n; round += 1) {
    const response = await simulator.fetch(
      new Request(`${url}/bet`, { method: 'POST', body: JSON.stringify({ stake }) }),
    )
    expect(((await response.json()) as { success: boolean }).success).toBe(true)
  }
}

const decimal = moneyToDecimal
const bonuses = (simulator: Simulator, account: string) =>
  simulator.store.state.ledgers
    .get(account)
    ?.entries.filter((entry) => entry.kind === 'bet' || entry.kind === 'bonus') ?? []

describe('the VIP club', () => {
  test('the level follows the ledger: deposits and play move it up, the upgrade bonus is booked once, the level is kept', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'vipfresh1')
    const start = await client.call(endpoints.vipProgress, undefined)
    expect(start).toMatchObject({ level: 0, name: 'Bronze', rankedUpAt: null })
    expect(decimal(start.turnover)).toBe('0.00')
    expect(start.next).toMatchObject({ level: 1, name: 'Silver' })
    expect(decimal(start.next?.turnover ?? start.turnover)).toBe('100.00')

    // Turnover alone is not enough: both requirements are.
    await playRounds(simulator, client, 50, 2)
    expect(await client.call(endpoints.vipProgress, undefined)).toMatchObject({ level: 0 })

    const settled: string[] = []
    simulator.store.ledgerEvents.onSettled((event) =>
      settled.push(`${event.entry.kind} ${event.entry.amount}`),
    )
    await dev(simulator, '/ledger/deposit', { account: 'vipfresh1', amount: 100 })
    const { pending } = (await dev(simulator, '/ledger/vipfresh1')) as { pending: { id: string }[] }
    await dev(simulator, '/ledger/approve', { account: 'vipfresh1', entryId: pending[0]?.id })
    // The approval itself moved the level, and the bonus is a settled ledger entry the channel tells.
    expect(settled.sort()).toEqual(['bonus 800', 'deposit 10000'])
    const silver = await client.call(endpoints.vipProgress, undefined)
    expect(silver).toMatchObject({ level: 1, name: 'Silver', next: { level: 2 } })
    expect(silver.rankedUpAt).not.toBeNull()
    expect((await client.call(endpoints.memberInfo, undefined)).vipRankLevel).toBe(1)

    // Reading again pays nothing more.
    await client.call(endpoints.vipProgress, undefined)
    await client.call(endpoints.vipNearbyLevels, undefined)
    expect(bonuses(simulator, 'vipfresh1').filter((entry) => entry.kind === 'bonus')).toHaveLength(1)
  })

  test('play alone moves a member who has deposited, at the round that reaches the level', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'vipfresh2')
    await dev(simulator, '/ledger/deposit', { account: 'vipfresh2', amount: 100 })
    const { pending } = (await dev(simulator, '/ledger/vipfresh2')) as { pending: { id: string }[] }
    await dev(simulator, '/ledger/approve', { account: 'vipfresh2', entryId: pending[0]?.id })
    await playRounds(simulator, client, 50, 2)
    // The bonus came right after the round that reached 100.00, before anyone read the level.
    const kinds = bonuses(simulator, 'vipfresh2').map((entry) => entry.kind)
    expect(kinds).toEqual(['bet', 'bet', 'bonus'])
    expect(await client.call(endpoints.vipProgress, undefined)).toMatchObject({ level: 1 })
  })

  test('rules, benefits and nearby levels; a seeded member keeps their level; visitors are refused', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    expect((await apiError(client.call(endpoints.vipProgress, undefined))).kind).toBe('unauthorized')
    await signIn(client, 'member01', 'Demo1234')
    const seeded = simulator.store.findMember('member01')?.vipRankLevel ?? -1
    const progress = await client.call(endpoints.vipProgress, undefined)
    expect(progress.level).toBeGreaterThanOrEqual(seeded)
    const rule = await client.call(endpoints.vipRule, undefined)
    expect(rule.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4])
    expect(rule.levelsKept).toBe(true)
    const benefits = await client.call(endpoints.vipBenefits, undefined)
    expect(benefits.levels).toHaveLength(5)
    const nearby = await client.call(endpoints.vipNearbyLevels, undefined)
    expect(nearby.levels.map((level) => level.level)).toContain(progress.level)
    expect(nearby.levels.every((level) => Math.abs(level.level - progress.level) <= 2)).toBe(true)
  })

  test('a trial account earns no rank and no bonus: demo money never becomes real', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'viptrial1', 4)
    await dev(simulator, '/ledger/deposit', { account: 'viptrial1', amount: 100 }).catch(() => null)
    expect(await client.call(endpoints.vipProgress, undefined)).toMatchObject({ level: 0 })
    expect(bonuses(simulator, 'viptrial1').filter((entry) => entry.kind === 'bonus')).toHaveLength(0)
  })
})
