import { endpoints, type MrSalaryInfo, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { append, balanceOf } from './ledger/ledger'
import { mrSalaryBook } from './mr-salary/book'
import { demoPassword } from './seed/members'
import { createSimulator, type Simulator } from './simulator'
import { downlinesOf } from './team/tree'
import { codeOf, signIn, testClient } from './testing/client'

const dayLength = 86_400_000

async function world() {
  let now = Date.parse('2026-03-18T12:00:00Z')
  const simulator = createSimulator({ now: () => now })
  // The world's clock jumps days ahead with the members signed in: their sessions outlive it.
  simulator.store.state.sessionLifetimes = { idleMs: 366 * 86_400_000, absoluteMs: 366 * 86_400_000 }
  const published: { customerId: string | number; type: string; data: unknown }[] = []
  const publish = simulator.realtime.publish.bind(simulator.realtime)
  simulator.realtime.publish = (customerId, message) => {
    published.push({ customerId, type: message.type, data: message.data })
    return publish(customerId, message)
  }
  const as = async (account: string) => {
    const client = testClient(simulator)
    await signIn(client, account, demoPassword)
    return client
  }
  return { simulator, published, as, later: (ms: number) => (now += ms) }
}

const memberOf = (simulator: Simulator, account: string) => {
  const member = simulator.store.findMember(account)
  if (!member) throw new Error(`no member ${account}`)
  return member
}
const main = (simulator: Simulator, account: string) =>
  balanceOf(ledgerOf(simulator.store, memberOf(simulator, account)))

/** The downline's team's bets on the day, summed here from the ledgers once more, independently of the handler. */
function teamBetsOn(simulator: Simulator, downline: string, day: string): bigint {
  const from = Date.parse(`${day}T00:00:00Z`)
  const team = [
    downline,
    ...downlinesOf(simulator.store.state.team, downline).map(({ node }) => node.account),
  ]
  let sum = 0n
  for (const account of team)
    for (const entry of ledgerOf(simulator.store, memberOf(simulator, account)).entries)
      if (entry.kind === 'bet' && entry.at >= from && entry.at < from + dayLength) sum -= BigInt(entry.amount)
  return sum
}

const directDownlinesOf = (simulator: Simulator, upline: string) =>
  [...simulator.store.state.team.values()]
    .filter((node) => node.upline === upline)
    .map((node) => node.account)

const rowOf = (info: MrSalaryInfo, account: string) => {
  const row = info.rows.find((one) => one.account === account)
  if (!row) throw new Error(`no row for ${account}`)
  return row
}

describe('daily salary by member ratio (issue 16, agentMRDailySalary)', () => {
  test('yesterday per direct downline: the team valid bet from the ledger, the rate, what is due, totals', async () => {
    const { simulator, as } = await world()
    const agent = await as('agent01')
    const info = await agent.call(endpoints.mrSalaryInfo, {})
    expect(info).toMatchObject({ day: '2026-03-17', latestDay: '2026-03-17', ownRate: 150 })
    const direct = [...simulator.store.state.team.values()].filter((node) => node.upline === 'agent01')
    expect(info.rows.map((row) => row.account).sort()).toEqual(direct.map((node) => node.account).sort())
    for (const row of info.rows) {
      const bets = teamBetsOn(simulator, row.account, info.day)
      expect(row.validBet.minor).toBe(bets)
      const due = row.rate === null ? 0n : (bets * BigInt(row.rate)) / 10_000n
      expect(row.amount.minor).toBe(due)
      expect(row.status).toBe(row.rate === null ? 'noRate' : due > 0n ? 'due' : 'nothingDue')
    }
    // agent02 has its seeded 1.00 % and its team bet yesterday: the demo has a day due.
    expect(rowOf(info, 'agent02')).toMatchObject({ rate: 100, status: 'due', kind: 'agent' })
    const sum = info.rows.reduce((total, row) => total + row.validBet.minor, 0n)
    expect(info.totals.validBet.minor).toBe(sum)
    expect(info.totals.due.minor).toBe(
      info.rows.filter((row) => row.status === 'due').reduce((total, row) => total + row.amount.minor, 0n),
    )
    // A chosen day, and days that cannot be shown: today, the future, older than 90 days, not a day.
    expect((await agent.call(endpoints.mrSalaryInfo, { day: '2026-03-01' })).day).toBe('2026-03-01')
    for (const day of ['2026-03-18', '2026-04-01', '2025-12-01', '2026-02-30'])
      expect(await codeOf(agent.call(endpoints.mrSalaryInfo, { day }))).toBe('day_out_of_range')
    expect(await codeOf((await as('member01')).call(endpoints.mrSalaryInfo, {}))).toBe('non_agent')
  })

  test('a rate: at most the agent’s own, at least 0.01 %, direct downlines only', async () => {
    const { as } = await world()
    const agent = await as('agent01')
    const set = (downline: string, rate: number) => agent.call(endpoints.setMrSalaryRate, { downline, rate })
    expect(await codeOf(set('member01', 151))).toBe('rate_above_own')
    expect(await codeOf(set('member01', 0))).toBe('rate_out_of_range')
    expect(await codeOf(set('player008', 50))).toBe('not_direct_downline')
    expect(await set('member01', 120)).toEqual({ downline: 'member01', rate: 120 })
    const row = rowOf(await agent.call(endpoints.mrSalaryInfo, {}), 'member01')
    expect(row.rate).toBe(120)
    expect(row.amount.minor).toBe((row.validBet.minor * 120n) / 10_000n)
    // agent02 was given 1.00 %: it may give its own downlines no more.
    const sub = await as('agent02')
    expect(await codeOf(sub.call(endpoints.setMrSalaryRate, { downline: 'player008', rate: 101 }))).toBe(
      'rate_above_own',
    )
  })

  test('a rate lowered caps the rates below it, level by level; one raised again raises nothing below', async () => {
    const { simulator, as } = await world()
    const top = await as('agent01')
    const sub = await as('agent02')
    const below = directDownlinesOf(simulator, 'agent02')
    expect(below.length).toBeGreaterThan(0)
    const [first, ...rest] = below as [string, ...string[]]
    await sub.call(endpoints.setMrSalaryRate, { downline: first, rate: 90 })
    for (const account of rest) await sub.call(endpoints.setMrSalaryRate, { downline: account, rate: 40 })
    await top.call(endpoints.setMrSalaryRate, { downline: 'agent02', rate: 50 })
    const rates = await sub.call(endpoints.mrSalaryInfo, {})
    expect(rates.ownRate).toBe(50)
    expect(rowOf(rates, first).rate).toBe(50)
    for (const account of rest) expect(rowOf(rates, account).rate).toBe(40)
    // Every rate in the world is at most its upline's.
    const book = mrSalaryBook(simulator.store.state)
    for (const [account, rate] of book.rates) {
      const upline = simulator.store.state.team.get(account)?.upline
      if (upline && book.rates.has(upline)) expect(rate).toBeLessThanOrEqual(book.rates.get(upline) ?? 0)
    }
    await top.call(endpoints.setMrSalaryRate, { downline: 'agent02', rate: 120 })
    expect(rowOf(await sub.call(endpoints.mrSalaryInfo, {}), first).rate).toBe(50)
  })

  test('a payout: one entry each side, the downline told, the same key answers it again, a day pays once', async () => {
    const { simulator, published, as } = await world()
    const agent = await as('agent01')
    const info = await agent.call(endpoints.mrSalaryInfo, {})
    const due = rowOf(info, 'agent02')
    const before = { agent: main(simulator, 'agent01'), downline: main(simulator, 'agent02') }
    const pay = (idempotencyKey: string, day = info.day) =>
      agent.call(endpoints.disburseMrSalary, { downline: 'agent02', day, idempotencyKey })

    const paid = await pay('mr-key-0001')
    expect(paid).toMatchObject({ downline: 'agent02', day: '2026-03-17' })
    expect(paid.amount).toEqual(due.amount)
    const amount = Number(due.amount.minor)
    expect(main(simulator, 'agent01')).toBe(before.agent - amount)
    expect(main(simulator, 'agent02')).toBe(before.downline + amount)
    expect(paid.balance.minor).toBe(BigInt(before.agent - amount))
    const last = (account: string) => ledgerOf(simulator.store, memberOf(simulator, account)).entries.at(-1)
    expect(last('agent01')).toMatchObject({
      kind: 'mrSalaryPayment',
      amount: -amount,
      reference: paid.reference,
    })
    expect(last('agent02')).toMatchObject({ kind: 'mrSalaryPayout', amount, reference: paid.reference })
    expect(published.filter((one) => one.type === 'CONTRACT_PAYOUT')).toEqual([
      {
        customerId: memberOf(simulator, 'agent02').id,
        type: 'CONTRACT_PAYOUT',
        data: { amount: Number(moneyToDecimal(due.amount)), time: '2026-03-18T12:00:00.000Z' },
      },
    ])

    // A lost answer asked again with its key: the same payout, nothing moves twice.
    expect(await pay('mr-key-0001')).toEqual(paid)
    // A new click on a paid day: refused.
    expect(await codeOf(pay('mr-key-0002'))).toBe('already_paid')
    expect(main(simulator, 'agent01')).toBe(before.agent - amount)
    const entries = ledgerOf(simulator.store, memberOf(simulator, 'agent02')).entries
    expect(entries.filter((entry) => entry.reference === paid.reference)).toHaveLength(1)
    expect(rowOf(await agent.call(endpoints.mrSalaryInfo, {}), 'agent02')).toMatchObject({
      status: 'paid',
      amount: due.amount,
      paidAt: '2026-03-18T12:00:00.000Z',
    })
    // The account record reads the new kinds under the contract filter.
    const records = await (await as('agent02')).call(endpoints.accountRecords, {
      startDate: '2026-03-18T00:00:00.000Z',
      endDate: '2026-03-18T23:59:59.000Z',
      transType: 'contract',
      status: '',
      page: 1,
      size: 10,
    })
    expect(records.list.map((record) => record.type)).toContain('mrSalaryPayout')
  })

  test('refusals move nothing: no rate, not enough money, a day not ended, outside the team', async () => {
    const { simulator, as, later } = await world()
    const agent = await as('agent01')
    const pay = (downline: string, day: string, idempotencyKey: string) =>
      agent.call(endpoints.disburseMrSalary, { downline, day, idempotencyKey })
    const info = await agent.call(endpoints.mrSalaryInfo, {})
    const unrated = info.rows.find((row) => row.status === 'noRate')
    expect(unrated).toBeDefined()
    expect(await codeOf(pay(unrated?.account ?? '', info.day, 'mr-key-norate'))).toBe('no_rate')
    expect(await codeOf(pay('agent02', '2026-03-18', 'mr-key-today'))).toBe('day_out_of_range')
    expect(await codeOf(pay('player008', info.day, 'mr-key-outside'))).toBe('not_direct_downline')

    const books = ledgerOf(simulator.store, memberOf(simulator, 'agent01'))
    const emptied = main(simulator, 'agent01')
    append(books, {
      wallet: 'main',
      kind: 'adjustment',
      amount: -emptied,
      status: 'settled',
      at: Date.parse('2026-03-18T12:00:00Z'),
      reference: 'TEST-EMPTY',
    })
    expect(await codeOf(pay('agent02', info.day, 'mr-key-short'))).toBe('insufficient_balance')
    expect(books.entries.filter((entry) => entry.kind === 'mrSalaryPayment')).toHaveLength(0)

    // A refused key is judged afresh: once the money is there, the same key pays (once).
    append(books, {
      wallet: 'main',
      kind: 'adjustment',
      amount: emptied,
      status: 'settled',
      at: Date.parse('2026-03-18T12:00:00Z'),
      reference: 'TEST-REFILL',
    })
    expect((await pay('agent02', info.day, 'mr-key-short')).downline).toBe('agent02')
    // The next day: 2026-03-18 has ended and may be paid; the 17th stays paid.
    later(dayLength)
    const next = await agent.call(endpoints.mrSalaryInfo, {})
    expect(next.day).toBe('2026-03-18')
    expect((await agent.call(endpoints.mrSalaryInfo, { day: '2026-03-17' })).rows).toContainEqual(
      expect.objectContaining({ account: 'agent02', status: 'paid' }),
    )
  })
})
