import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

interface LedgerView {
  balances: Record<string, number>
  pending: { id: string; kind: string; reference: string }[]
  count: number
}

async function setup() {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await dev(simulator, '/accounts', { account: 'payer01', password: demoPassword, balance: 0 })
  await signIn(client, 'payer01', demoPassword)
  const ledger = async () => (await dev(simulator, '/ledger/payer01')) as LedgerView
  const submit = (channelId: string, amount: string, idempotencyKey: string) =>
    client.call(endpoints.submitDeposit, { channelId, amount, idempotencyKey })
  return { simulator, client, ledger, submit }
}

const key = (n: number) => `test-key-${String(n).padStart(8, '0')}`

describe('deposit (issue 14)', () => {
  test('channels of every kind, with limits and presets inside them', async () => {
    const { client } = await setup()
    const channels = await client.call(endpoints.depositChannels, undefined)
    expect(channels.map((channel) => channel.kind)).toEqual(['bank', 'ewallet', 'qr', 'crypto', 'c2c'])
    for (const channel of channels) {
      expect(channel.min.minor).toBeGreaterThan(0n)
      expect(channel.max.minor).toBeGreaterThan(channel.min.minor)
      for (const preset of channel.fixedAmounts) {
        expect(preset.minor).toBeGreaterThanOrEqual(channel.min.minor)
        expect(preset.minor).toBeLessThanOrEqual(channel.max.minor)
      }
      // A member-to-member order carries the payee it is matched with (deposit-c2c.test.ts).
      expect(channel.payee.length > 0).toBe(channel.kind !== 'c2c')
    }
  })

  test('an order is pending with a reference and a timeline; approval adds to the balance', async () => {
    const { simulator, client, ledger, submit } = await setup()
    const order = await submit('BANK01', '100', key(1))
    expect(order.payUrl).toBeUndefined()
    expect(order).toMatchObject({ channelId: 'BANK01', status: 'processing' })
    expect(order.amount.minor).toBe(10_000n)
    expect(order.reference).toMatch(/^DP\d+$/)
    expect(order.timeline.map((step) => step.step)).toEqual(['submitted', 'processing'])
    const pending = (await ledger()).pending
    expect(pending).toHaveLength(1)
    expect(pending[0]?.reference).toBe(order.reference)

    await dev(simulator, '/ledger/approve', { account: 'payer01', entryId: pending[0]?.id })
    expect((await ledger()).balances.main).toBe(100)
    const [listed] = await client.call(endpoints.depositOrders, undefined)
    expect(listed).toMatchObject({ reference: order.reference, status: 'approved' })
    expect(listed?.timeline.map((step) => step.step)).toEqual(['submitted', 'processing', 'approved'])
    // The account record shows the balance the approval made, not the pending entry's balance before it.
    const now = simulator.store.now()
    const { list } = await client.call(endpoints.accountRecords, {
      startDate: new Date(now - 86_400_000).toISOString(),
      endDate: new Date(now + 60_000).toISOString(),
      page: 1,
      size: 20,
      transType: '',
      status: '',
    })
    expect(list.map((row) => [row.type, row.status, row.balanceAfter.minor])).toEqual([
      ['deposit', 'settled', 10_000n],
    ])
  })

  test('a rejection carries the back office reason', async () => {
    const { simulator, client, ledger, submit } = await setup()
    await submit('EWAL01', '60.50', key(2))
    const entryId = (await ledger()).pending[0]?.id
    await dev(simulator, '/ledger/reject', { account: 'payer01', entryId, reason: 'Payment not found' })
    const [listed] = await client.call(endpoints.depositOrders, undefined)
    expect(listed?.status).toBe('rejected')
    expect(listed?.timeline.at(-1)).toMatchObject({ step: 'rejected', reason: 'Payment not found' })
    expect((await ledger()).balances.main).toBe(0)
  })

  test('the same key twice is the same order and one ledger entry; another key is another order', async () => {
    const { ledger, submit } = await setup()
    const first = await submit('QR01', '50', key(3))
    const again = await submit('QR01', '50', key(3))
    expect(again).toEqual(first)
    // The QR channel's order says where to pay, with its own amount and reference; the channel list does not.
    const url = new URL(first.payUrl ?? '')
    expect(url.searchParams.get('amount')).toBe('50.00')
    expect(url.searchParams.get('ref')).toBe(first.reference)
    expect((await ledger()).count).toBe(1)
    await submit('QR01', '50', key(4))
    expect((await ledger()).count).toBe(2)
    // A key is one action: asking it for another amount is refused, and nothing is appended.
    expect(await codeOf(submit('QR01', '70', key(3)))).toBe('idempotency_conflict')
    expect((await ledger()).count).toBe(2)
  })

  test('amounts outside the channel, and past the deposit limit, are refused with codes and append nothing', async () => {
    const { client, ledger, submit } = await setup()
    expect(await codeOf(submit('BANK01', '99.99', key(5)))).toBe('amount_below_min')
    expect(await codeOf(submit('QR01', '5000.01', key(6)))).toBe('amount_above_max')
    expect(await codeOf(submit('QR01', '0', key(7)))).toBe('amount_invalid')
    expect(await codeOf(submit('NOPE', '100', key(8)))).toBe('unknown_channel')
    await client.call(endpoints.setGamblingLimit, { kind: 'deposit', period: 'day', amount: '150' })
    await submit('BANK01', '100', key(9))
    expect(await codeOf(submit('BANK01', '100', key(10)))).toBe('deposit_limit_exceeded')
    expect((await ledger()).count).toBe(1)
  })

  test('more than 2 decimals or a short key are bad requests', async () => {
    const { submit } = await setup()
    expect(await codeOf(submit('BANK01', '100.001', key(11)))).toBe('bad_request')
    expect(await codeOf(submit('BANK01', '100', 'short'))).toBe('bad_request')
  })
})
