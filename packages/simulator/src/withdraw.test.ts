import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { balanceOf, balances, statusOf } from './ledger/ledger'
import { createSimulator, type Simulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'
import { withCard } from './testing/withdrawal'
import { passesLuhn } from './withdraw/rules'

const png = `data:image/png;base64,${Buffer.from('proof').toString('base64')}`

async function withMoney(account = 'newbie01', balance = 500) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  await dev(simulator, '/balance', { account, balance })
  const published: { customerId: string | number; type: string }[] = []
  const publish = simulator.realtime.publish.bind(simulator.realtime)
  simulator.realtime.publish = (customerId, message) => {
    published.push({ customerId, type: message.type })
    return publish(customerId, message)
  }
  return { simulator, client, published }
}

const ledger = (simulator: Simulator, account: string) => {
  const known = simulator.store.state.ledgers.get(account)
  if (!known) throw new Error(`no ledger for ${account}`)
  return known
}

async function readyToWithdraw(account = 'newbie01') {
  const setup = await withMoney(account)
  return { ...setup, cardId: await withCard(setup.client) }
}

describe('withdraw against the simulator', () => {
  test('cards: Luhn-checked number, real name required and kept, the first card is the default', async () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    const { client } = await withMoney()
    // A card needs the fund password (the step-up): newbie01 sets one first.
    await client.call(endpoints.setWithdrawPassword, {
      newPassword: '123456',
      confirmNewPassword: '123456',
      loginPassword: 'Demo1234',
    })
    expect(
      await codeOf(
        client.call(endpoints.addBankCard, {
          bankCode: 'ESUN',
          cardNumber: '4111111111111112',
          realName: 'A',
          paymentPassword: '123456',
        }),
      ),
    ).toBe('card_number_invalid')
    expect(
      await codeOf(
        client.call(endpoints.addBankCard, {
          bankCode: 'NOPE',
          cardNumber: '4111111111111111',
          realName: 'A',
          paymentPassword: '123456',
        }),
      ),
    ).toBe('unknown_bank')
    const first = await client.call(endpoints.addBankCard, {
      bankCode: 'ESUN',
      cardNumber: '4111111111111111',
      realName: 'Chen Wei',
      paymentPassword: '123456',
    })
    expect(first).toMatchObject({ realName: 'Chen Wei', cards: [{ last4: '1111', isDefault: true }] })
    expect(
      await codeOf(
        client.call(endpoints.addBankCard, {
          bankCode: 'BOT',
          cardNumber: '5500005555555559',
          realName: 'X',
          paymentPassword: '123456',
        }),
      ),
    ).toBe('real_name_mismatch')
    const second = await client.call(endpoints.addBankCard, {
      bankCode: 'BOT',
      cardNumber: '5500005555555559',
      realName: 'Chen Wei',
      paymentPassword: '123456',
    })
    const id = second.cards[1]?.id ?? ''
    const after = await client.call(endpoints.setDefaultBankCard, { cardId: id })
    expect(after.cards.map((card) => card.isDefault)).toEqual([false, true])
    expect(JSON.stringify(after)).not.toContain('4111111111111111')
  })

  test('limits, fee, fund password and turnover are refused with codes; nothing moves then', async () => {
    const { simulator, client, cardId } = await readyToWithdraw()
    const order = (amount: string, paymentPassword = '654321', key = `key-${amount}-${paymentPassword}`) =>
      client.call(endpoints.withdraw, { amount, cardId, paymentPassword, idempotencyKey: key })
    const settings = await client.call(endpoints.withdrawSettings, undefined)
    expect(settings).toMatchObject({ dailyCount: 5, dailyUsed: 0, fundPasswordSet: true, lockedUntil: null })
    expect(moneyToDecimal(settings.minAmount)).toBe('10.00')
    expect(await codeOf(order('5'))).toBe('amount_below_min')
    expect(await codeOf(order('60000'))).toBe('amount_above_max')
    expect(await codeOf(order('600'))).toBe('insufficient_balance')
    await dev(simulator, '/withdraw/settings', { turnover: { account: 'newbie01', remaining: 30 } })
    expect((await apiError(order('50'))).value).toMatchObject({ remaining: 30 })
    await dev(simulator, '/withdraw/settings', { turnover: { account: 'newbie01', remaining: 0 } })
    expect(balanceOf(ledger(simulator, 'newbie01'))).toBe(500_00)
    // The first of the day is free; the second pays 1 % (at least 1.00).
    const charges = await client.call(endpoints.withdrawCharges, { amount: '50' })
    expect(moneyToDecimal(charges.fee)).toBe('0.00')
    await order('50')
    const next = await client.call(endpoints.withdrawCharges, { amount: '50' })
    expect([moneyToDecimal(next.fee), moneyToDecimal(next.total)]).toEqual(['1.00', '51.00'])
  })

  test('a bonus is to be bet once before it leaves; the back office waives what is owed, not what comes later', async () => {
    const { simulator, client } = await readyToWithdraw()
    const owed = async () =>
      moneyToDecimal((await client.call(endpoints.withdrawSettings, undefined)).turnoverRemaining)
    expect(await owed()).toBe('0.00')
    await dev(simulator, '/ledger/bonus', { account: 'newbie01', amount: 40 })
    expect(await owed()).toBe('40.00')
    await dev(simulator, '/withdraw/settings', { waiveTurnover: 'newbie01' })
    expect(await owed()).toBe('0.00')
    await dev(simulator, '/ledger/bonus', { account: 'newbie01', amount: 15 })
    expect(await owed()).toBe('15.00')
  })

  test('the same idempotency key answers the same order and holds the money once', async () => {
    const { simulator, client, cardId } = await readyToWithdraw()
    const request = { amount: '50', cardId, paymentPassword: '654321', idempotencyKey: 'one-user-action' }
    const first = await client.call(endpoints.withdraw, request)
    const again = await client.call(endpoints.withdraw, request)
    expect(again.orderNo).toBe(first.orderNo)
    expect(first.status).toBe('pending')
    const withdrawals = ledger(simulator, 'newbie01').entries.filter(
      (entry) => entry.kind === 'withdrawal' && entry.reference === first.orderNo,
    )
    expect(withdrawals).toHaveLength(1)
    expect(balanceOf(ledger(simulator, 'newbie01'))).toBe(450_00)
  })

  test('five wrong fund passwords lock withdrawals until a time, right one included', async () => {
    const { simulator, client, cardId } = await readyToWithdraw()
    const attempt = (paymentPassword: string, n: number) =>
      apiError(
        client.call(endpoints.withdraw, {
          amount: '50',
          cardId,
          paymentPassword,
          idempotencyKey: `attempt-${n}`,
        }),
      )
    for (let n = 1; n <= 4; n++)
      expect((await attempt('000000', n)).value).toMatchObject({ attemptsLeft: 5 - n })
    const locked = await attempt('000000', 5)
    expect(locked.code).toBe('fund_password_locked')
    const until = (locked.value as { until: string }).until
    expect(Date.parse(until) - simulator.store.now()).toBeGreaterThan(29 * 60_000)
    expect((await attempt('654321', 6)).code).toBe('fund_password_locked')
    expect((await client.call(endpoints.withdrawSettings, undefined)).lockedUntil).toBe(until)
    await dev(simulator, '/clock', { advanceMs: 31 * 60_000 })
    expect(
      (
        await client.call(endpoints.withdraw, {
          amount: '50',
          cardId,
          paymentPassword: '654321',
          idempotencyKey: 'attempt-7',
        })
      ).status,
    ).toBe('pending')
  })

  test('C2C: another member’s deposit pays; received settles both sides, with PAYMENT_CONFIRMATION', async () => {
    const { simulator, client, cardId, published } = await readyToWithdraw()
    await client.call(endpoints.withdraw, {
      amount: '50',
      cardId,
      paymentPassword: '654321',
      idempotencyKey: 'order-c2c-1',
    })
    const paid = (await dev(simulator, '/withdraw/pay', { account: 'newbie01' })) as {
      payer: string
      depositEntryId: string
    }
    expect(published.map((one) => one.type)).toContain('PAYMENT_CONFIRMATION')
    const payer = ledger(simulator, paid.payer)
    expect(statusOf(payer, paid.depositEntryId)).toBe('pending')
    const { list } = await client.call(endpoints.paymentConfirmations, undefined)
    expect(list).toHaveLength(1)
    const item = list[0]
    if (!item) throw new Error('no confirmation')
    expect([
      moneyToDecimal(item.amount),
      moneyToDecimal(item.receivedAmount),
      moneyToDecimal(item.remainingAmount),
    ]).toEqual(['50.00', '50.00', '0.00'])
    // What the member checks the transfer against: the payer (masked), their own card, the transfer's reference.
    const deposit = payer.entries.find((entry) => entry.id === paid.depositEntryId)
    expect(item).toMatchObject({ bankName: expect.any(String), cardLast4: expect.stringMatching(/^\d{4}$/) })
    expect(item.payerName).toMatch(/^\S\*{2,}$/)
    expect(item.reference).toBe(deposit?.reference)
    const before = balanceOf(payer)
    await client.call(endpoints.processC2CTransaction, {
      isMoneyReceived: 'Y',
      payDetailId: item.payDetailId,
    })
    expect(balanceOf(payer)).toBe(before + 50_00)
    const mine = ledger(simulator, 'newbie01')
    const withdrawal = mine.entries.findLast((entry) => entry.kind === 'withdrawal')
    expect(statusOf(mine, withdrawal?.id ?? '')).toBe('settled')
    expect(balanceOf(mine)).toBe(450_00)
    expect(published.map((one) => one.type)).toEqual(expect.arrayContaining(['DEPOSIT', 'WITHDRAW']))
    expect((await client.call(endpoints.paymentConfirmations, undefined)).list).toEqual([])
    expect(
      await codeOf(
        client.call(endpoints.processC2CTransaction, { isMoneyReceived: 'Y', payDetailId: item.payDetailId }),
      ),
    ).toBe('not_pending')
  })

  test('not received needs a png/jpg proof; all received closes a part-paid withdrawal; silence counts as received', async () => {
    const { simulator, client, cardId } = await readyToWithdraw()
    await client.call(endpoints.withdraw, {
      amount: '100',
      cardId,
      paymentPassword: '654321',
      idempotencyKey: 'order-c2c-2',
    })
    await dev(simulator, '/withdraw/pay', { account: 'newbie01', amount: 40 })
    const [first] = (await client.call(endpoints.paymentConfirmations, undefined)).list
    const id = first?.payDetailId ?? ''
    expect(moneyToDecimal(first?.remainingAmount ?? ({} as never))).toBe('60.00')
    expect(
      await codeOf(client.call(endpoints.processC2CTransaction, { isMoneyReceived: 'N', payDetailId: id })),
    ).toBe('proof_required')
    expect(
      await codeOf(
        client.call(endpoints.processC2CTransaction, {
          isMoneyReceived: 'N',
          payDetailId: id,
          proofOfNotReceive: ['data:image/gif;base64,R0lG'],
        }),
      ),
    ).toBe('proof_invalid')
    expect(
      await client.call(endpoints.processC2CTransaction, {
        isMoneyReceived: 'N',
        payDetailId: id,
        proofOfNotReceive: [png],
      }),
    ).toMatchObject({ status: 'disputed' })

    await dev(simulator, '/withdraw/pay', { account: 'newbie01', amount: 30 })
    const [second] = (await client.call(endpoints.paymentConfirmations, undefined)).list
    await client.call(endpoints.processC2CTransaction, {
      isMoneyReceived: 'A',
      payDetailId: second?.payDetailId ?? '',
    })
    const mine = ledger(simulator, 'newbie01')
    const withdrawal = mine.entries.findLast((entry) => entry.kind === 'withdrawal')
    // Closed as paid: the 70 never received is not given back.
    expect(statusOf(mine, withdrawal?.id ?? '')).toBe('settled')
    expect(balanceOf(mine)).toBe(400_00)

    await client.call(endpoints.withdraw, {
      amount: '20',
      cardId,
      paymentPassword: '654321',
      idempotencyKey: 'order-c2c-3',
    })
    await dev(simulator, '/withdraw/settings', { autoReceiveMinutes: 2 })
    await dev(simulator, '/withdraw/pay', { account: 'newbie01' })
    expect((await client.call(endpoints.paymentConfirmations, undefined)).list).toHaveLength(1)
    await dev(simulator, '/clock', { advanceMs: 2 * 60_000 })
    expect((await client.call(endpoints.paymentConfirmations, undefined)).list).toEqual([])
    const view = (await dev(simulator, '/withdraw/newbie01')) as { orders: { status: string }[] }
    expect(view.orders.map((order) => order.status)).toEqual(['paid', 'paid'])
    // Every wallet is still the sum of its entries.
    for (const [, one] of simulator.store.state.ledgers)
      expect(balances(one).get('main')).toBe(balanceOf(one))
  })
})
