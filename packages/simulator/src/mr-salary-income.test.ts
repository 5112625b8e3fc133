import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'

const now = Date.parse('2026-03-18T12:00:00Z')
const range = {
  startDate: new Date(now - 30 * 86_400_000).toISOString(),
  endDate: new Date(now + 60_000).toISOString(),
  page: 1,
  size: 500,
}

async function world() {
  const simulator = createSimulator({ now: () => now })
  const as = async (account: string) => {
    const client = testClient(simulator)
    await signIn(client, account, demoPassword)
    return client
  }
  return { simulator, agent01: await as('agent01'), agent02: await as('agent02') }
}

describe('My income counts the daily salary by member ratio (issue 16)', () => {
  test('agent01 pays agent02 a day: agent02’s income lists it from agent01 for that day, in its totals', async () => {
    const { simulator, agent01, agent02 } = await world()
    const income = (kind = '') =>
      agent02.call(endpoints.contractPayouts, { ...range, kind, direction: 'received' })
    const before = await income()
    expect(before.list.some((row) => row.kind === 'mrSalary')).toBe(false)

    const info = await agent01.call(endpoints.mrSalaryInfo, {})
    const due = info.rows.find((row) => row.account === 'agent02')
    expect(due?.status).toBe('due')
    const pay = () =>
      agent01.call(endpoints.disburseMrSalary, {
        downline: 'agent02',
        day: info.day,
        idempotencyKey: 'mr-inc-1',
      })
    const paid = await pay()
    // The same key answers the same payout: still one row.
    await pay()

    const after = await income()
    const salaries = after.list.filter((row) => row.kind === 'mrSalary')
    expect(salaries).toHaveLength(1)
    expect(salaries[0]).toMatchObject({
      contract: paid.reference,
      direction: 'received',
      counterparty: 'agent01',
      periodFrom: `${info.day}T00:00:00.000Z`,
      status: 'settled',
    })
    expect(salaries[0]?.amount.minor).toBe(paid.amount.minor)
    // The entry listed is the one in agent02's ledger.
    const agent02Member = simulator.store.findMember('agent02')
    if (!agent02Member) throw new Error('agent02 is seeded')
    const entry = ledgerOf(simulator.store, agent02Member).entries.find(
      (one) => one.kind === 'mrSalaryPayout',
    )
    expect(salaries[0]?.id).toBe(entry?.id)
    expect(after.total).toBe(before.total + 1)
    expect(after.rangeTotal.received.minor).toBe(before.rangeTotal.received.minor + paid.amount.minor)

    // The kind filter: the salary alone, and a contract kind without it.
    const only = await income('mrSalary')
    expect(only.list.map((row) => row.id)).toEqual([entry?.id])
    expect(only.rangeTotal.received.minor).toBe(paid.amount.minor)
    const daily = await income('dailySalary')
    expect(daily.list.every((row) => row.kind === 'dailySalary')).toBe(true)

    // The payer sees it paid, to agent02, negative; the contract kinds' record pages are unchanged.
    const given = await agent01.call(endpoints.contractPayouts, { ...range, kind: 'mrSalary', direction: '' })
    expect(given.list).toHaveLength(1)
    expect(given.list[0]).toMatchObject({ direction: 'paid', counterparty: 'agent02' })
    expect(given.list[0]?.amount.minor).toBe(-paid.amount.minor)
    expect(given.rangeTotal).toMatchObject({ received: { minor: 0n }, paid: { minor: -paid.amount.minor } })
    const contracts = await agent01.call(endpoints.contractPayouts, { ...range, kind: 'hourlySalary' })
    expect(contracts.list.every((row) => row.kind === 'hourlySalary')).toBe(true)
  })
})
