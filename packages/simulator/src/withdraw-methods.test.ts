import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { balanceOf } from './ledger/ledger'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const fund = '654321'
const tron = 'TQ5NfXHZzbSoBKzQyrYsR4Gq8ggmKLYx9Z'
const ether = '0x52908400098527886E0F7030069857D2E4169EE7'

async function member(account = 'newbie01') {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  await dev(simulator, '/balance', { account, balance: 500 })
  await client.call(endpoints.setWithdrawPassword, {
    newPassword: fund,
    confirmNewPassword: fund,
    loginPassword: 'Demo1234',
  })
  const bind = (method: string, account: string, network?: string) =>
    client.call(endpoints.bindWithdrawAccount, {
      method,
      account,
      ...(network && { network }),
      paymentPassword: fund,
    })
  return { simulator, client, bind }
}

describe('withdrawal methods against the simulator (issue 32)', () => {
  test('the platform’s methods; an e-wallet and a coin address bound, masked, each checked against its format', async () => {
    const { client, bind } = await member()
    const { methods } = await client.call(endpoints.withdrawMethods, undefined)
    expect(methods.map((method) => [method.code, method.kind, method.networks])).toEqual([
      ['BANK', 'bank', []],
      ['MOMO', 'ewallet', []],
      ['USDT', 'crypto', ['TRC20', 'ERC20']],
    ])
    expect(await codeOf(bind('MOMO', '12345'))).toBe('account_invalid')
    // A Tron address on the Ethereum network is no address there.
    expect(await codeOf(bind('USDT', tron, 'ERC20'))).toBe('account_invalid')
    expect(await codeOf(bind('USDT', tron, 'BEP20'))).toBe('network_not_offered')
    expect(await codeOf(bind('PAYPAL', 'me@example.com'))).toBe('method_not_offered')
    // A bank card has its own calls, with the bank, the Luhn digit and the real name.
    expect(await codeOf(bind('BANK', '4111111111111111'))).toBe('method_not_offered')
    await bind('MOMO', '0912345678')
    const { accounts } = await bind('USDT', tron, 'TRC20')
    expect(accounts.map((one) => [one.method, one.label, one.network ?? null])).toEqual([
      ['MOMO', '0912…5678', null],
      ['USDT', 'TQ5N…Yx9Z', 'TRC20'],
    ])
    expect(await codeOf(bind('USDT', tron, 'TRC20'))).toBe('account_exists')
    const wrong = await apiError(
      client.call(endpoints.bindWithdrawAccount, {
        method: 'USDT',
        account: ether,
        network: 'ERC20',
        paymentPassword: '000000',
      }),
    )
    expect(wrong.code).toBe('wrong_fund_password')
    expect((await client.call(endpoints.withdrawAccountInfo, undefined)).accounts).toHaveLength(2)
  })

  test('a withdrawal to a bound account goes through the ledger as a card’s; another member’s account is refused', async () => {
    const { simulator, client, bind } = await member()
    const { accounts } = await bind('USDT', tron, 'TRC20')
    const accountId = accounts[0]?.id ?? ''
    const order = await client.call(endpoints.withdraw, {
      amount: '100',
      cardId: accountId,
      paymentPassword: fund,
      idempotencyKey: 'methods-usdt-0001',
    })
    expect(order.status).toBe('pending')
    const ledger = simulator.store.state.ledgers.get('newbie01')
    expect(ledger && balanceOf(ledger)).toBe(400_00)
    const now = simulator.store.now()
    const report = await client.call(endpoints.withdrawReport, {
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 60_000).toISOString(),
      page: 1,
      size: 10,
    })
    expect(report.list[0]?.destination).toBe('USDT (TRC20) TQ5N…Yx9Z')
    expect(moneyToDecimal(report.rangeTotal.waiting)).toBe('100.00')

    const other = testClient(simulator)
    await signIn(other, 'member01', 'Demo1234')
    expect(
      await codeOf(
        other.call(endpoints.withdraw, {
          amount: '20',
          cardId: accountId,
          paymentPassword: '123456',
          idempotencyKey: 'methods-other-01',
        }),
      ),
    ).toBe('unknown_card')
    // Once the platform stops offering the coin, its addresses are no place to withdraw to.
    await dev(simulator, '/withdraw/methods', {
      methods: [{ code: 'BANK', kind: 'bank', name: 'Bank card' }],
    })
    expect((await client.call(endpoints.withdrawMethods, undefined)).methods).toHaveLength(1)
    expect(
      await codeOf(
        client.call(endpoints.withdraw, {
          amount: '20',
          cardId: accountId,
          paymentPassword: fund,
          idempotencyKey: 'methods-gone-0001',
        }),
      ),
    ).toBe('unknown_card')
    await expect(
      dev(simulator, '/withdraw/methods', { methods: [{ code: 'X1', kind: 'crypto', name: 'X' }] }),
    ).rejects.toThrow(/networks/)
    // Without a list, the seeded methods again: the coin and its addresses are back.
    await dev(simulator, '/withdraw/methods', {})
    expect((await client.call(endpoints.withdrawMethods, undefined)).methods).toHaveLength(3)
  })
})
