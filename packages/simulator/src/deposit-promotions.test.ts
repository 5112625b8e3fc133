import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

interface LedgerView {
  balances: Record<string, number>
  pending: { id: string; kind: string; reference: string }[]
  entries: { kind: string; amount: number; reference: string; remarks?: string; status: string }[]
  count: number
}

async function setup(account = 'promo01') {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await dev(simulator, '/accounts', { account, password: demoPassword, balance: 0 })
  await signIn(client, account, demoPassword)
  const ledger = async () => (await dev(simulator, `/ledger/${account}`)) as LedgerView
  let n = 0
  const submit = (amount: string, promotionId?: string) => {
    n += 1
    return client.call(endpoints.submitDeposit, {
      channelId: 'BANK01',
      amount,
      idempotencyKey: `promo-key-${String(n).padStart(8, '0')}`,
      ...(promotionId ? { promotionId } : {}),
    })
  }
  const approve = async () => {
    const [pending] = (await ledger()).pending
    await dev(simulator, '/ledger/approve', { account, entryId: pending?.id })
    return pending
  }
  const turnover = async () =>
    moneyToDecimal((await client.call(endpoints.withdrawSettings, undefined)).turnoverRemaining)
  return { simulator, client, ledger, submit, approve, turnover }
}

describe('deposit promotions (issue 14, getDepositPromotionsV3)', () => {
  test('the bank channel offers its promotions with cap and turnover; others offer none', async () => {
    const { client } = await setup()
    const channels = await client.call(endpoints.depositChannels, undefined)
    const bank = channels.find((channel) => channel.id === 'BANK01')
    expect(
      bank?.promotions?.map((offer) => [offer.id, offer.percent, offer.turnover, offer.firstDeposit]),
    ).toEqual([
      ['FIRST100', 100, 10, true],
      ['RELOAD10', 10, 5, false],
    ])
    expect(bank?.promotions?.[0]?.maxBonus.minor).toBe(100_000n)
    expect(channels.find((channel) => channel.id === 'USDT01')?.promotions).toEqual([])
  })

  test('on approval the bonus is its own ledger entry and deposit plus bonus must be bet ten times', async () => {
    const { ledger, submit, approve, turnover } = await setup()
    const order = await submit('300', 'FIRST100')
    expect(order.promotionId).toBe('FIRST100')
    // Nothing is paid while the deposit waits.
    expect((await ledger()).entries.filter((entry) => entry.kind === 'bonus')).toHaveLength(0)
    expect(await turnover()).toBe('0.00')

    await approve()
    const book = await ledger()
    const [bonus, deposit] = book.entries
    expect(deposit).toMatchObject({
      kind: 'deposit',
      amount: 300,
      status: 'settled',
      reference: order.reference,
    })
    expect(bonus).toMatchObject({ kind: 'bonus', amount: 300, status: 'settled' })
    expect(bonus?.remarks).toContain(order.reference)
    expect(book.balances.main).toBe(600)
    expect(await turnover()).toBe('6000.00')
  })

  test('the bonus stops at its cap; a first-deposit promotion is refused after one; a reload adds its own turnover', async () => {
    const { ledger, submit, approve, turnover } = await setup()
    await submit('2000', 'FIRST100')
    await approve()
    expect((await ledger()).entries[0]).toMatchObject({ kind: 'bonus', amount: 1000 })
    expect(await turnover()).toBe('30000.00')

    const before = (await ledger()).count
    expect(await codeOf(submit('100', 'FIRST100'))).toBe('promotion_not_eligible')
    expect(await codeOf(submit('100', 'NOPE'))).toBe('unknown_promotion')
    expect((await ledger()).count).toBe(before)

    await submit('1000', 'RELOAD10')
    await approve()
    expect((await ledger()).entries[0]).toMatchObject({ kind: 'bonus', amount: 100 })
    // 30,000 + (1,000 + 100) × 5.
    expect(await turnover()).toBe('35500.00')
    // A deposit without a promotion pays nothing and asks its own amount once.
    await submit('100')
    await approve()
    expect((await ledger()).entries[0]).toMatchObject({ kind: 'deposit', amount: 100 })
    expect(await turnover()).toBe('35600.00')
    expect((await ledger()).balances.main).toBe(2000 + 1000 + 1000 + 100 + 100)
  })

  test('a rejected deposit pays no bonus and asks no turnover', async () => {
    const { simulator, ledger, submit, turnover } = await setup()
    await submit('500', 'FIRST100')
    const [pending] = (await ledger()).pending
    await dev(simulator, '/ledger/reject', { account: 'promo01', entryId: pending?.id, reason: 'No payment' })
    expect((await ledger()).entries.filter((entry) => entry.kind === 'bonus')).toHaveLength(0)
    expect(await turnover()).toBe('0.00')
  })
})
