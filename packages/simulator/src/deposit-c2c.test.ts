import { endpoints, moneyToDecimal } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { balanceOf, statusOf } from './ledger/ledger'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'
import { withCard } from './testing/withdrawal'

const png = `data:image/png;base64,${Buffer.from('receipt').toString('base64')}`

const ledger = (simulator: Simulator, account: string) => {
  const known = simulator.store.state.ledgers.get(account)
  if (!known) throw new Error(`no ledger for ${account}`)
  return known
}

/** newbie01 withdraws 200 to a card; c2cpay01 and c2cpay02 are new members with nothing, signed in. */
async function setup() {
  const simulator = createSimulator()
  const published: { customerId: string | number; type: string }[] = []
  const publish = simulator.realtime.publish.bind(simulator.realtime)
  simulator.realtime.publish = (customerId, message) => {
    published.push({ customerId, type: message.type })
    return publish(customerId, message)
  }
  const withdrawer = testClient(simulator)
  await signIn(withdrawer, 'newbie01', 'Demo1234')
  await dev(simulator, '/balance', { account: 'newbie01', balance: 500 })
  const order = await withdrawer.call(endpoints.withdraw, {
    amount: '200',
    cardId: await withCard(withdrawer),
    paymentPassword: '654321',
    idempotencyKey: 'c2c-withdraw-0001',
  })
  const depositors = []
  for (const account of ['c2cpay01', 'c2cpay02']) {
    await dev(simulator, '/accounts', { account, password: 'Demo1234', balance: 0 })
    const client = testClient(simulator)
    await signIn(client, account, 'Demo1234')
    depositors.push(client)
  }
  const [payer, other] = depositors
  if (!payer || !other) throw new Error('no depositors')
  const withdrawerId = simulator.store.findMember('newbie01')?.id
  return { simulator, published, withdrawer, withdrawerId, order, payer, other }
}

const c2c = (amount: string, n: number) => ({
  channelId: 'C2C01',
  amount,
  idempotencyKey: `c2c-deposit-${n}-0000000`,
})

describe('C2C deposit (issue 14, processC2CTransaction): one member’s deposit pays another’s withdrawal', () => {
  test('matched to the withdrawal, the depositor sees the masked card; their receipt asks the withdrawer; received settles both', async () => {
    const { simulator, published, withdrawer, withdrawerId, order, payer, other } = await setup()
    const channel = (await payer.call(endpoints.depositChannels, undefined)).find((one) => one.id === 'C2C01')
    expect(channel).toMatchObject({ kind: 'c2c', payee: [] })

    // Nobody withdraws 300: nothing to match, nothing placed.
    expect(await codeOf(payer.call(endpoints.submitDeposit, c2c('300', 1)))).toBe('c2c_no_match')
    expect(ledger(simulator, 'c2cpay01').entries).toHaveLength(0)

    const placed = await payer.call(endpoints.submitDeposit, c2c('200', 2))
    expect(placed.payee).toEqual([
      { field: 'bankName', value: 'E.SUN Bank' },
      { field: 'accountName', value: 'C*** W**' },
      { field: 'accountNumber', value: '**** **** **** 1111' },
    ])
    expect(JSON.stringify(await payer.call(endpoints.depositOrders, undefined))).not.toContain(
      '4111111111111111',
    )
    // The same withdrawal is not matched twice while its first depositor is paying.
    expect(await codeOf(other.call(endpoints.submitDeposit, c2c('200', 3)))).toBe('c2c_no_match')

    // Until the depositor says they paid, the withdrawer has nothing to confirm.
    expect(published.filter((one) => one.type === 'PAYMENT_CONFIRMATION')).toHaveLength(0)
    expect((await withdrawer.call(endpoints.paymentConfirmations, undefined)).list).toEqual([])
    const sent = await payer.call(endpoints.uploadDepositReceipt, {
      reference: placed.reference,
      images: [png],
      remark: 'paid',
    })
    expect(sent.timeline.map((step) => step.step)).toEqual(['submitted', 'processing', 'receiptSent'])
    expect(published).toContainEqual({ customerId: withdrawerId, type: 'PAYMENT_CONFIRMATION' })
    const [item] = (await withdrawer.call(endpoints.paymentConfirmations, undefined)).list
    expect(item?.orderNo).toBe(order.orderNo)
    expect(moneyToDecimal(item?.amount ?? ({} as never))).toBe('200.00')
    // A second receipt asks nothing more.
    await payer.call(endpoints.uploadDepositReceipt, {
      reference: placed.reference,
      images: [png],
      remark: '',
    })
    expect((await withdrawer.call(endpoints.paymentConfirmations, undefined)).list).toHaveLength(1)

    await withdrawer.call(endpoints.processC2CTransaction, {
      isMoneyReceived: 'Y',
      payDetailId: item?.payDetailId ?? '',
    })
    const [mine] = await payer.call(endpoints.depositOrders, undefined)
    expect(mine).toMatchObject({ reference: placed.reference, status: 'approved' })
    expect(balanceOf(ledger(simulator, 'c2cpay01'))).toBe(200_00)
    const withdrawals = ledger(simulator, 'newbie01')
    const withdrawal = withdrawals.entries.findLast((entry) => entry.kind === 'withdrawal')
    expect(statusOf(withdrawals, withdrawal?.id ?? '')).toBe('settled')
    expect(balanceOf(withdrawals)).toBe(300_00)
    expect(published).toContainEqual(expect.objectContaining({ type: 'DEPOSIT' }))

    // Paid in full, the withdrawal takes no more depositors.
    expect(await codeOf(other.call(endpoints.submitDeposit, c2c('200', 4)))).toBe('c2c_no_match')
  })

  test('not received: the depositor’s order waits for the back office, nothing is credited', async () => {
    const { simulator, withdrawer, payer } = await setup()
    const placed = await payer.call(endpoints.submitDeposit, c2c('50', 5))
    await payer.call(endpoints.uploadDepositReceipt, {
      reference: placed.reference,
      images: [png],
      remark: '',
    })
    const [item] = (await withdrawer.call(endpoints.paymentConfirmations, undefined)).list
    expect(moneyToDecimal(item?.remainingAmount ?? ({} as never))).toBe('150.00')
    await withdrawer.call(endpoints.processC2CTransaction, {
      isMoneyReceived: 'N',
      payDetailId: item?.payDetailId ?? '',
      proofOfNotReceive: [png],
    })
    const [mine] = await payer.call(endpoints.depositOrders, undefined)
    expect(mine?.status).toBe('processing')
    expect(balanceOf(ledger(simulator, 'c2cpay01'))).toBe(0)
  })
})

describe('a payment confirmation in full (issue 32, getDepositConfirmationDetail)', () => {
  test('the withdrawer sees the payer’s transfer reference and receipt; nobody else sees it', async () => {
    const { withdrawer, payer, other } = await setup()
    const placed = await payer.call(endpoints.submitDeposit, c2c('80', 6))
    await payer.call(endpoints.updateDepositReference, {
      reference: placed.reference,
      memberReference: 'FT-2026-0042',
    })
    await payer.call(endpoints.uploadDepositReceipt, {
      reference: placed.reference,
      images: [png],
      remark: 'sent',
    })
    const [item] = (await withdrawer.call(endpoints.paymentConfirmations, undefined)).list
    const payDetailId = item?.payDetailId ?? ''
    const detail = await withdrawer.call(endpoints.depositConfirmationDetail, { payDetailId })
    expect(detail).toMatchObject({
      payDetailId,
      orderNo: item?.orderNo,
      memberReference: 'FT-2026-0042',
      receipt: { images: [png], remark: 'sent' },
    })
    expect(moneyToDecimal(detail.amount)).toBe('80.00')
    // The payer is not the one who confirms: to them (and anyone else) there is no such confirmation.
    expect(await codeOf(payer.call(endpoints.depositConfirmationDetail, { payDetailId }))).toBe(
      'unknown_confirmation',
    )
    expect(await codeOf(other.call(endpoints.depositConfirmationDetail, { payDetailId }))).toBe(
      'unknown_confirmation',
    )
  })
})
