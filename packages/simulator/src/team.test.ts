import { endpoints, type Money, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { approveOrder, ledgerOf } from './ledger/book'
import { playRound, requestDeposit } from './ledger/operations'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { periodRange } from './team/figures'
import { downlinesOf, levelOf } from './team/tree'
import { codeOf, signIn, testClient } from './testing/client'

// A still clock in the middle of a UTC day, so today and yesterday are whole days of the seeded history.
const now = Date.parse('2026-03-18T12:00:00Z')

async function agent(account = 'agent01') {
  const simulator = createSimulator({ now: () => now })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  return { simulator, client, store: simulator.store }
}

const decimal = (money: Money) => moneyToDecimal(money)

describe('the team tree (issue 16)', () => {
  test('agent01 has at least 50 downlines on three levels, agents and members, the same for the same seed', () => {
    const { store } = createSimulator({ now: () => now })
    const downs = downlinesOf(store.state.team, 'agent01')
    expect(downs.length).toBeGreaterThanOrEqual(50)
    expect(new Set(downs.map((row) => row.level))).toEqual(new Set([1, 2, 3]))
    const kinds = downs.map((row) => store.findMember(row.node.account)?.type)
    expect(kinds).toContain(0)
    expect(kinds).toContain(2)
    expect(levelOf(store.state.team, 'member01', 'agent01')).toBe(1)
    const again = createSimulator({ now: () => now }).store.state.team
    expect([...again.values()]).toEqual([...store.state.team.values()])
    // Nothing of their money is made until someone looks: the simulator starts fast.
    expect(store.state.ledgers.size).toBe(0)
  })

  test('every downline is a member who can sign in; a locked one is refused', async () => {
    const { simulator, store } = await agent()
    const downs = downlinesOf(store.state.team, 'agent01')
    const open = downs.find((row) => !store.findMember(row.node.account)?.locked)
    const locked = downs.find((row) => store.findMember(row.node.account)?.locked)
    if (!open || !locked) throw new Error('the seed has open and locked downlines')
    const client = testClient(simulator)
    expect(await signIn(client, open.node.account, demoPassword)).toBeTruthy()
    expect(await codeOf(signIn(testClient(simulator), locked.node.account, demoPassword))).toBe(
      'account_locked',
    )
  })

  test("a downline's history starts when they registered", () => {
    const { store } = createSimulator({ now: () => now })
    for (const { node } of downlinesOf(store.state.team, 'agent01').slice(-6)) {
      const member = store.findMember(node.account)
      if (!member || node.account === 'member01') continue
      const first = ledgerOf(store, member).entries[0]
      if (first) expect(first.at).toBeGreaterThanOrEqual(node.registeredAt - 86_400_000)
    }
  })
})

describe('team overview', () => {
  test("a period's totals are its days' sums; this month has a point per day", async () => {
    const { client } = await agent()
    const month = await client.call(endpoints.teamOverview, { period: 'month' })
    expect(month).toMatchObject({ period: 'month', from: '2026-03-01', to: '2026-03-18' })
    expect(month.series.map((point) => point.date)).toHaveLength(18)
    const sum = (key: 'deposits' | 'bets' | 'profitLoss' | 'withdrawals') =>
      month.series.reduce((total, point) => total + point[key].minor, 0n)
    expect(sum('deposits')).toBe(month.deposits.minor)
    expect(sum('withdrawals')).toBe(month.withdrawals.minor)
    expect(sum('bets')).toBe(month.bets.minor)
    expect(sum('profitLoss')).toBe(month.profitLoss.minor)
    expect(month.bets.minor).toBeGreaterThan(0n)
    expect(month.teamSize).toBeGreaterThanOrEqual(50)
    expect(month.directs).toBe(12)
    expect(month.activeMembers).toBeGreaterThan(0)
    expect(month.activeMembers).toBeLessThanOrEqual(month.teamSize)

    const today = await client.call(endpoints.teamOverview, { period: 'today' })
    expect(today.series).toHaveLength(14)
    expect(today.series.at(-1)?.date).toBe('2026-03-18')
    expect(today.series.at(-1)?.bets).toEqual(today.bets)
    const yesterday = await client.call(endpoints.teamOverview, { period: 'yesterday' })
    expect(yesterday).toMatchObject({ from: '2026-03-17', to: '2026-03-17' })
    expect(yesterday.series.at(-1)?.date).toBe('2026-03-17')
    expect(today.newMembers + yesterday.newMembers).toBeGreaterThan(0)
  })

  test("today's figures follow the downlines' ledgers: a deposit approved and a bet placed now count at once", async () => {
    const { client, store } = await agent()
    const before = await client.call(endpoints.teamOverview, { period: 'today' })
    const player = store.findMember('player001')
    if (!player) throw new Error('player001 is seeded')
    const ledger = ledgerOf(store, player)
    const order = requestDeposit(ledger, 12_345, { at: now, reference: 'DPTEST' })
    if ('refused' in order) throw new Error('deposit refused')
    approveOrder(store, player, order.id)
    playRound(
      ledger,
      'main',
      1_000,
      2_500,
      { vendor: 'PG', category: 'RNG', gameCode: null },
      {
        at: now,
        reference: 'GRTEST',
      },
    )
    const after = await client.call(endpoints.teamOverview, { period: 'today' })
    expect(after.deposits.minor - before.deposits.minor).toBe(12_345n)
    expect(after.bets.minor - before.bets.minor).toBe(1_000n)
    expect(after.profitLoss.minor - before.profitLoss.minor).toBe(1_500n)
    expect(decimal(after.deposits)).toMatch(/^\d+\.\d\d$/)
    const range = periodRange('today', now)
    expect(range.to - range.from).toBe(86_400_000)
  })

  test('a member who is not an agent has no team', async () => {
    const { client } = await agent('member01')
    expect(await codeOf(client.call(endpoints.teamOverview, { period: 'today' }))).toBe('non_agent')
    expect(await codeOf(client.call(endpoints.teamDownlines, {}))).toBe('non_agent')
  })
})

describe('downlines and details', () => {
  test('every level by default, or one level, paged, newest first within a level', async () => {
    const all = await (await agent()).client.call(endpoints.teamDownlines, {})
    expect(all.total).toBeGreaterThanOrEqual(50)
    const { client } = await agent()
    const first = await client.call(endpoints.teamDownlines, { pageSize: 10, level: 1 })
    expect(first).toMatchObject({ total: 12, totalPages: 2, pageNum: 1, path: [] })
    expect(first.content.every((row) => row.level === 1)).toBe(true)
    const dates = first.content.map((row) => Date.parse(row.registeredAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = await client.call(endpoints.teamDownlines, { pageSize: 10, pageNum: 2, level: 1 })
    expect(second.content).toHaveLength(2)
    expect((await client.call(endpoints.teamDownlines, { level: 2 })).total).toBe(16)
    expect((await client.call(endpoints.teamDownlines, { level: 3 })).total).toBe(24)
  })

  test("a search looks at every level; drilling shows an agent's own downlines and the way down", async () => {
    const { client } = await agent()
    const found = await client.call(endpoints.teamDownlines, { account: 'PLAYER04', pageSize: 100 })
    expect(found.total).toBeGreaterThan(0)
    expect(found.content.every((row) => row.account.startsWith('player04'))).toBe(true)
    const agents = (await client.call(endpoints.teamDownlines, { pageSize: 20, level: 1 })).content.filter(
      (row) => row.kind === 'agent',
    )
    const sub = agents[0]
    if (!sub) throw new Error('agent01 has sub-agents')
    const under = await client.call(endpoints.teamDownlines, { parent: sub.account, level: 1 })
    expect(under.path).toEqual([sub.account])
    expect(under.total).toBe(sub.directs)
    expect(under.content.every((row) => row.level === 2)).toBe(true)
    const deeper = under.content.find((row) => row.kind === 'agent')
    if (!deeper) throw new Error('a second-level agent')
    const third = await client.call(endpoints.teamDownlines, { parent: deeper.account, level: 1 })
    expect(third.path).toEqual([sub.account, deeper.account])
    expect(third.content.every((row) => row.level === 3 && row.kind === 'member')).toBe(true)
  })

  test("another team's account is refused, in the list and in details", async () => {
    const { client } = await agent('agent02')
    expect(await codeOf(client.call(endpoints.teamDownlines, { parent: 'member01' }))).toBe('not_in_team')
    expect(await codeOf(client.call(endpoints.downlineDetails, { account: 'member01' }))).toBe('not_in_team')
    // agent02 sees its own team only.
    const own = await client.call(endpoints.teamDownlines, { level: 1 })
    expect(own.content.every((row) => row.level === 1)).toBe(true)
    expect(own.total).toBe(4)
  })

  test("a downline's details: status, upline, team size and this month's money from the ledger", async () => {
    const { client, store } = await agent()
    const sub = (await client.call(endpoints.teamDownlines, { level: 2, pageSize: 100 })).content.find(
      (row) => row.kind === 'agent',
    )
    if (!sub) throw new Error('a second-level agent')
    const details = await client.call(endpoints.downlineDetails, { account: sub.account })
    expect(details).toMatchObject({ account: sub.account, level: 2, kind: 'agent', teamSize: 6 })
    expect(levelOf(store.state.team, details.upline, 'agent01')).toBe(1)
    expect(['normal', 'locked']).toContain(details.status)
    expect(details.month.bets.minor).toBeGreaterThanOrEqual(0n)
  })
})
