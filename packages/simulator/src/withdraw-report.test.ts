import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'
import { withCard } from './testing/withdrawal'

const fund = '654321'
const day = 86_400_000

async function memberWithCard(account: string) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  await dev(simulator, '/balance', { account, balance: 500 })
  const cardId = await withCard(client)
  const withdraw = (amount: string, key: string) =>
    client.call(endpoints.withdraw, {
      amount,
      cardId,
      paymentPassword: fund,
      idempotencyKey: key,
    })
  return { simulator, client, withdraw }
}

/** Today's range as the records ask it. */
function range(simulator: ReturnType<typeof createSimulator>, page = 1, size = 10) {
  const now = simulator.store.now()
  return {
    startDate: new Date(now - day).toISOString(),
    endDate: new Date(now + day).toISOString(),
    page,
    size,
  }
}

const entryOf = async (simulator: ReturnType<typeof createSimulator>, account: string, orderNo: string) => {
  const view = (await dev(simulator, `/withdraw/${account}`)) as {
    orders: { orderNo: string; withdrawalEntryId: string }[]
  }
  return view.orders.find((order) => order.orderNo === orderNo)?.withdrawalEntryId
}

describe('the withdrawal report against the simulator (issue 32)', () => {
  test('each order with the status its ledger entry has, the reason of a rejection, newest first, paged', async () => {
    const { simulator, client, withdraw } = await memberWithCard('newbie01')
    const first = await withdraw('20', 'report-first-0001')
    const second = await withdraw('30.50', 'report-second-0001')
    const third = await withdraw('40', 'report-third-0001')
    await dev(simulator, '/ledger/approve', {
      account: 'newbie01',
      entryId: await entryOf(simulator, 'newbie01', first.orderNo),
    })
    await dev(simulator, '/ledger/reject', {
      account: 'newbie01',
      entryId: await entryOf(simulator, 'newbie01', second.orderNo),
      reason: 'The card holder does not match',
    })
    const report = await client.call(endpoints.withdrawReport, range(simulator))
    expect(report.total).toBe(3)
    expect(report.list.map((row) => [row.orderNo, row.status, row.reason ?? null])).toEqual([
      [third.orderNo, 'pending', null],
      [second.orderNo, 'rejected', 'The card holder does not match'],
      [first.orderNo, 'paid', null],
    ])
    expect(report.list[0]?.destination).toBe('E.SUN Bank 1111')
    expect(report.list[0]?.settledAt ?? null).toBeNull()
    expect(report.list[1]?.settledAt).toEqual(expect.any(String))
    // Paid 20, waiting 40; the fees of those two (the first of the day is free), not the rejected one's.
    expect(moneyToDecimal(report.rangeTotal.paid)).toBe('20.00')
    expect(moneyToDecimal(report.rangeTotal.waiting)).toBe('40.00')
    const fees = [first, third].reduce((total, order) => total + order.fee.minor, 0n)
    expect(report.rangeTotal.fees.minor).toBe(fees)

    const paged = await client.call(endpoints.withdrawReport, range(simulator, 2, 2))
    expect(paged.list.map((row) => row.orderNo)).toEqual([first.orderNo])
    expect(paged.page).toBe(2)
    expect(moneyToDecimal(paged.pageTotal.paid)).toBe('20.00')
    expect(moneyToDecimal(paged.pageTotal.waiting)).toBe('0.00')

    const refused = await client.call(endpoints.withdrawReport, { ...range(simulator), status: 'rejected' })
    expect(refused.list.map((row) => row.orderNo)).toEqual([second.orderNo])
  })

  test('only the member’s own orders; a range outside them is empty; a wrong status or range is refused', async () => {
    const { simulator, client, withdraw } = await memberWithCard('newbie01')
    await withdraw('20', 'report-own-00001')
    const other = testClient(simulator)
    await signIn(other, 'member01', 'Demo1234')
    expect((await other.call(endpoints.withdrawReport, range(simulator))).total).toBe(0)
    const now = simulator.store.now()
    const past = {
      startDate: new Date(now - 10 * day).toISOString(),
      endDate: new Date(now - 5 * day).toISOString(),
      page: 1,
      size: 10,
    }
    expect((await client.call(endpoints.withdrawReport, past)).total).toBe(0)
    expect(await codeOf(client.call(endpoints.withdrawReport, { ...range(simulator), status: 'lost' }))).toBe(
      'field_invalid',
    )
    const backwards = { ...range(simulator), startDate: past.endDate, endDate: past.startDate }
    expect(await codeOf(client.call(endpoints.withdrawReport, backwards))).toBe('range_invalid')
    const anonymous = await apiError(testClient(simulator).call(endpoints.withdrawReport, range(simulator)))
    expect(anonymous.kind).toBe('unauthorized')
  })
})
