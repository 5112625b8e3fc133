import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { statusOf } from './ledger/ledger'
import { playRound } from './ledger/operations'
import { demoPassword } from './seed/members'
import { createSimulator, type Simulator } from './simulator'
import { downlinesOf } from './team/tree'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const now = Date.parse('2026-03-18T12:00:00Z')
const day = 86_400_000
const range = {
  startDate: new Date(now - 7 * day).toISOString(),
  endDate: new Date(now).toISOString(),
}
const decimal = (minor: number) => (minor / 100).toFixed(2)

/** Every ledger entry of agent01's downlines in the range, read straight from the ledgers. */
function teamEntries(simulator: Simulator, from: number, to: number) {
  const { store } = simulator
  return downlinesOf(store.state.team, 'agent01').flatMap(({ node }) => {
    const member = store.findMember(node.account)
    if (!member) return []
    const ledger = ledgerOf(store, member)
    return ledger.entries
      .filter((entry) => entry.at >= from && entry.at < to)
      .map((entry) => ({ account: node.account, entry, status: statusOf(ledger, entry.id) }))
  })
}

async function agent() {
  const simulator = createSimulator({ now: () => now })
  const client = testClient(simulator)
  await signIn(client, 'agent01', demoPassword)
  return { simulator, client }
}

describe('agent reports (issue 16)', () => {
  test('team betting: every round of the downlines, totals from their ledgers, filters by account', async () => {
    const { simulator, client } = await agent()
    const entries = teamEntries(simulator, Date.parse(range.startDate), Date.parse(range.endDate))
    const bets = entries.filter(({ entry }) => entry.kind === 'bet')
    const stake = -bets.reduce((sum, { entry }) => sum + entry.amount, 0)
    const result = entries
      .filter(({ entry }) => entry.kind === 'bet' || entry.kind === 'payout')
      .reduce((sum, { entry }) => sum + entry.amount, 0)
    const whole = await client.call(endpoints.teamBets, { ...range, page: 1, size: 20 })
    expect(whole.total).toBe(bets.length)
    expect(whole.total).toBeGreaterThan(20)
    expect(whole.list).toHaveLength(20)
    expect(whole.rangeTotal.bets).toBe(bets.length)
    expect(moneyToDecimal(whole.rangeTotal.stake)).toBe(decimal(stake))
    expect(moneyToDecimal(whole.rangeTotal.winLoss)).toBe(decimal(result))
    expect(whole.accounts).toEqual([...new Set(bets.map(({ account }) => account))].sort())
    const account = whole.accounts[0] ?? ''
    const one = await client.call(endpoints.teamBets, { ...range, account, page: 1, size: 500 })
    expect(one.total).toBe(bets.filter((bet) => bet.account === account).length)
    expect(one.list.every((row) => row.account === account && row.level >= 1)).toBe(true)
  })

  test('account details: the downlines’ entries by type and account, deposits summed when settled', async () => {
    const { simulator, client } = await agent()
    const entries = teamEntries(simulator, Date.parse(range.startDate), Date.parse(range.endDate))
    const all = await client.call(endpoints.teamTransactions, { ...range, page: 1, size: 20 })
    expect(all.total).toBe(entries.length)
    const deposits = entries.filter(({ entry }) => entry.kind === 'deposit')
    const settled = deposits
      .filter(({ status }) => status === 'settled')
      .reduce((sum, { entry }) => sum + entry.amount, 0)
    const only = await client.call(endpoints.teamTransactions, {
      ...range,
      transType: 'deposit',
      page: 1,
      size: 500,
    })
    expect(only.total).toBe(deposits.length)
    expect(only.list.every((row) => row.type === 'deposit')).toBe(true)
    expect(moneyToDecimal(only.rangeTotal.deposits)).toBe(decimal(settled))
    expect(moneyToDecimal(all.rangeTotal.deposits)).toBe(decimal(settled))
    const account = all.accounts[1] ?? ''
    const theirs = await client.call(endpoints.teamTransactions, { ...range, account, page: 1, size: 500 })
    expect(theirs.total).toBe(entries.filter((row) => row.account === account).length)
    expect(
      await codeOf(client.call(endpoints.teamTransactions, { ...range, transType: 'x', page: 1, size: 5 })),
    ).toBe('field_invalid')
  })

  test('contract payouts: what my contracts paid me and what I paid, as the ledger holds them', async () => {
    const { simulator, client } = await agent()
    // player001 (under me) and agent02 play now; a day and a half on: agent01's hourly salary (from the platform) and its daily salary to agent02 fall due.
    for (const account of ['player001', 'agent02']) {
      const member = simulator.store.findMember(account)
      if (!member) throw new Error(`${account} is seeded`)
      const game = { vendor: 'PG', category: 'RNG', gameCode: null }
      playRound(ledgerOf(simulator.store, member), 'main', 50_000, 0, game, {
        at: now,
        reference: `GR${account}`,
      })
    }
    await dev(simulator, '/clock', { advanceMs: 1.5 * day })
    const later = {
      startDate: new Date(now - day).toISOString(),
      endDate: new Date(now + 2 * day).toISOString(),
      page: 1,
      size: 500,
    }
    const all = await client.call(endpoints.contractPayouts, later)
    const agent01 = simulator.store.findMember('agent01')
    if (!agent01) throw new Error('agent01 is seeded')
    const ledger = ledgerOf(simulator.store, agent01).entries
    const received = ledger.filter((entry) => entry.kind === 'contractPayout')
    const paid = ledger.filter((entry) => entry.kind === 'contractPayment')
    expect(received.length).toBeGreaterThan(0)
    expect(paid.length).toBeGreaterThan(0)
    expect(all.total).toBe(received.length + paid.length)
    const total = (entries: typeof ledger) => decimal(entries.reduce((sum, entry) => sum + entry.amount, 0))
    expect(moneyToDecimal(all.rangeTotal.received)).toBe(total(received))
    expect(moneyToDecimal(all.rangeTotal.paid)).toBe(total(paid))
    const income = await client.call(endpoints.contractPayouts, { ...later, direction: 'received' })
    expect(income.list.every((row) => row.direction === 'received' && row.kind === 'hourlySalary')).toBe(true)
    expect(income.list.every((row) => row.counterparty === null && row.amount.minor > 0n)).toBe(true)
    const daily = await client.call(endpoints.contractPayouts, { ...later, kind: 'dailySalary' })
    expect(daily.total).toBe(paid.length)
    expect(daily.list.every((row) => row.direction === 'paid' && row.counterparty === 'agent02')).toBe(true)
    expect(moneyToDecimal(daily.rangeTotal.received)).toBe('0.00')
  })

  test('downline P&L drills into an agent’s team; an account outside my team is refused', async () => {
    const { simulator, client } = await agent()
    const team = downlinesOf(simulator.store.state.team, 'agent02').map(({ node }) => node.account)
    const answer = await client.call(endpoints.teamProfitLoss, {
      from: '2026-03-01',
      to: '2026-03-18',
      parent: 'agent02',
      pageSize: 100,
    })
    expect(answer.content.map((row) => row.account).sort()).toEqual([...team].sort())
    expect(answer.content.every((row) => row.level >= 2)).toBe(true)
    // Only agents have a team to open.
    const agents = answer.content.filter((row) => row.kind === 'agent').map((row) => row.account)
    expect(agents).toEqual(team.filter((account) => simulator.store.findMember(account)?.type === 2))
    expect(agents.length).toBeGreaterThan(0)
    expect(
      await codeOf(
        client.call(endpoints.teamProfitLoss, { from: '2026-03-01', to: '2026-03-18', parent: 'member02' }),
      ),
    ).toBe('not_in_team')
  })

  test('members are refused every report', async () => {
    const simulator = createSimulator({ now: () => now })
    const client = testClient(simulator)
    await signIn(client, 'member01', demoPassword)
    expect(await codeOf(client.call(endpoints.teamBets, { ...range, page: 1, size: 5 }))).toBe('non_agent')
    expect(await codeOf(client.call(endpoints.contractPayouts, { ...range, page: 1, size: 5 }))).toBe(
      'non_agent',
    )
  })
})
