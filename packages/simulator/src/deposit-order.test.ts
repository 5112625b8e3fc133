import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

interface LedgerView {
  pending: { id: string; kind: string; reference: string }[]
}

/** orders01, a new member with 300 in the main wallet, signed in, with a bank transfer and an e-wallet order. */
async function setup() {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await dev(simulator, '/accounts', { account: 'orders01', password: demoPassword, balance: 300 })
  await signIn(client, 'orders01', demoPassword)
  const bank = await client.call(endpoints.submitDeposit, {
    channelId: 'BANK01',
    amount: '500',
    idempotencyKey: 'orders-bank-000001',
  })
  const wallet = await client.call(endpoints.submitDeposit, {
    channelId: 'EWAL01',
    amount: '100',
    idempotencyKey: 'orders-ewallet-0001',
  })
  const pending = async () => ((await dev(simulator, '/ledger/orders01')) as LedgerView).pending
  return { simulator, client, bank, wallet, pending }
}

describe('after the deposit order (issue 32)', () => {
  test('the bank’s reference: kept on a waiting bank transfer, the latest replacing the earlier', async () => {
    const { client, bank, wallet, simulator, pending } = await setup()
    const reference = (memberReference: string, order = bank.reference) =>
      client.call(endpoints.updateDepositReference, { reference: order, memberReference })
    expect((await reference('FT26-0001')).memberReference).toBe('FT26-0001')
    expect((await reference('FT26-0002')).memberReference).toBe('FT26-0002')
    const [listed] = await client.call(endpoints.depositOrders, undefined)
    expect(listed).toMatchObject({ reference: wallet.reference })
    expect((await client.call(endpoints.depositOrders, undefined))[1]?.memberReference).toBe('FT26-0002')

    // Refused: a malformed reference, another kind of channel, an order not the member's, a settled order.
    expect(await codeOf(reference('no'))).toBe('reference_invalid')
    expect(await codeOf(reference('has space'))).toBe('reference_invalid')
    expect(await codeOf(reference('FT26-0003', wallet.reference))).toBe('reference_not_accepted')
    expect(await codeOf(reference('FT26-0003', 'DP-NOT-MINE'))).toBe('unknown_order')
    const entry = (await pending()).find((one) => one.reference === bank.reference)
    await dev(simulator, '/ledger/approve', { account: 'orders01', entryId: entry?.id })
    expect(await codeOf(reference('FT26-0003'))).toBe('order_not_pending')
  })

  test('the pending count follows the ledger: placed, approved, a withdrawal asked', async () => {
    const { client, simulator, pending } = await setup()
    const count = () => client.call(endpoints.pendingDepositWithdrawCount, undefined)
    expect(await count()).toEqual({ deposits: 2, withdrawals: 0 })
    const [first] = await pending()
    await dev(simulator, '/ledger/approve', { account: 'orders01', entryId: first?.id })
    expect(await count()).toEqual({ deposits: 1, withdrawals: 0 })
    await dev(simulator, '/ledger/withdraw', { account: 'orders01', amount: '50' })
    expect(await count()).toEqual({ deposits: 1, withdrawals: 1 })
  })

  test('a chat link opens a room about the member’s own order, until it expires', async () => {
    const { client, bank, simulator } = await setup()
    const link = await client.call(endpoints.depositChatLink, { reference: bank.reference })
    const path = new URL(link.url).pathname + new URL(link.url).search
    const room = await simulator.fetch(new Request(`http://localhost${path}`))
    expect(room.status).toBe(200)
    expect(await room.text()).toContain(bank.reference)
    expect(await codeOf(client.call(endpoints.depositChatLink, { reference: 'DP-NOT-MINE' }))).toBe(
      'unknown_order',
    )
    const unknown = await simulator.fetch(new Request('http://localhost/sim/deposit-chat/nothing'))
    expect(unknown.status).toBe(404)
    await dev(simulator, '/clock', { advanceMs: 31 * 60 * 1000 })
    expect((await simulator.fetch(new Request(`http://localhost${path}`))).status).toBe(404)
  })
})
