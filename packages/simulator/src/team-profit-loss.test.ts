import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { periodRange } from './team/figures'
import { teamProfitLoss } from './team/profit-loss'
import { codeOf, signIn, testClient } from './testing/client'

const now = Date.parse('2026-03-18T12:00:00Z')

describe('downline profit and loss (issue 16)', () => {
  test('a row per downline, totals equal the sum of the rows and the overview of the same period', async () => {
    const simulator = createSimulator({ now: () => now })
    const { store } = simulator
    const { from, to } = periodRange('month', now)
    const { rows, totals } = teamProfitLoss(store, 'agent01', from, to)
    expect(rows.length).toBeGreaterThanOrEqual(50)
    const sum = (key: 'deposits' | 'withdrawals' | 'bets' | 'profitLoss') =>
      rows.reduce((total, row) => total + row[key], 0)
    expect(totals).toEqual({
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      bets: sum('bets'),
      profitLoss: sum('profitLoss'),
    })
    expect(totals.bets).toBeGreaterThan(0)
    const client = testClient(simulator)
    await signIn(client, 'agent01', demoPassword)
    const overview = await client.call(endpoints.teamOverview, { period: 'month' })
    expect(moneyToDecimal(overview.bets)).toBe((totals.bets / 100).toFixed(2))
    expect(moneyToDecimal(overview.profitLoss)).toBe((totals.profitLoss / 100).toFixed(2))
  })

  test('a level keeps only its downlines; the levels add up to the whole team', () => {
    const { store } = createSimulator({ now: () => now })
    const { from, to } = periodRange('yesterday', now)
    const whole = teamProfitLoss(store, 'agent01', from, to)
    let bets = 0
    let count = 0
    for (const level of [1, 2, 3]) {
      const part = teamProfitLoss(store, 'agent01', from, to, level)
      expect(part.rows.every((row) => row.level === level)).toBe(true)
      bets += part.totals.bets
      count += part.rows.length
    }
    expect(count).toBe(whole.rows.length)
    expect(bets).toBe(whole.totals.bets)
  })

  test('the report call pages the rows, filters by level and account, and totals every matching downline', async () => {
    const simulator = createSimulator({ now: () => now })
    const client = testClient(simulator)
    await signIn(client, 'agent01', demoPassword)
    const range = { from: '2026-03-01', to: '2026-03-18' }
    const first = await client.call(endpoints.teamProfitLoss, { ...range, level: 1, pageSize: 5 })
    expect(first.content).toHaveLength(5)
    expect(first.content.every((row) => row.level === 1)).toBe(true)
    const direct = teamProfitLoss(
      simulator.store,
      'agent01',
      Date.parse('2026-03-01'),
      Date.parse('2026-03-19'),
      1,
    )
    expect(first.total).toBe(direct.rows.length)
    expect(moneyToDecimal(first.totals.bets)).toBe((direct.totals.bets / 100).toFixed(2))
    const one = await client.call(endpoints.teamProfitLoss, { ...range, account: 'member01' })
    expect(one.content.map((row) => row.account)).toContain('member01')
    const matching = teamProfitLoss(
      simulator.store,
      'agent01',
      Date.parse('2026-03-01'),
      Date.parse('2026-03-19'),
    ).rows.filter((row) => row.account.includes('member01'))
    expect(one.total).toBe(matching.length)
    const bets = matching.reduce((sum, row) => sum + row.bets, 0)
    expect(moneyToDecimal(one.totals.bets)).toBe((bets / 100).toFixed(2))
    expect(
      await codeOf(client.call(endpoints.teamProfitLoss, { from: '2026-03-18', to: '2026-03-01' })),
    ).toBe('invalid_range')
  })
})
