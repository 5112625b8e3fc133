import { endpoints, moneyToDecimal } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

async function member(account = 'member01', points = 3_000) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  const found = simulator.store.findMember(account)
  if (!found) throw new Error(`seed lost ${account}`)
  found.points = points
  const published: { customerId: string | number; type: string; data: unknown }[] = []
  const publish = simulator.realtime.publish.bind(simulator.realtime)
  simulator.realtime.publish = (customerId, message) => {
    published.push({ customerId, type: message.type, data: message.data })
    return publish(customerId, message)
  }
  return { simulator, client, member: found, published }
}

/** One per user action, as the points mall sends them. */
let keys = 0
const key = () => `redeem-key-${++keys}`

test('redeeming checks the fund password, stock and points, then shows as applying', async () => {
  const { client } = await member()
  const redeem = (paymentPassword: string, quantity = 1) =>
    client.call(endpoints.redeemPointReward, {
      rewardId: 'R-CASH10',
      quantity,
      paymentPassword,
      idempotencyKey: key(),
    })
  expect(await codeOf(redeem('000000'))).toBe('wrong_fund_password')
  expect(await codeOf(redeem('123456', 4))).toBe('insufficient_points')
  expect(await codeOf(redeem('123456', 501))).toBe('out_of_stock')
  expect(await redeem('123456', 2)).toEqual({ points: 1_000 })
  expect(await client.call(endpoints.pointBalance, {})).toMatchObject({ points: 1_000 })
  expect(await client.call(endpoints.redeemPointRecords, {})).toMatchObject({
    content: [{ productName: 'Cash voucher 10', quantity: 2, points: 2_000, status: 'applying' }],
    totalPages: 1,
  })
  const { list } = await client.call(endpoints.pointRewards, {})
  expect(list.find((reward) => reward.rewardId === 'R-CASH10')?.stock).toBe(498)
})

test('a physical reward needs an address and a phone, and its amount is a ledger entry', async () => {
  const { simulator, client } = await member('member01', 50_000)
  await dev(simulator, '/balance', { account: 'member01', balance: 100 })
  const headset = { rewardId: 'R-HEADSET', quantity: 1, paymentPassword: '123456' }
  expect(await codeOf(client.call(endpoints.redeemPointReward, { ...headset, idempotencyKey: key() }))).toBe(
    'field_required',
  )
  expect(
    await codeOf(
      client.call(endpoints.redeemPointReward, {
        ...headset,
        address: 'Main St 1',
        mobile: 'x',
        idempotencyKey: key(),
      }),
    ),
  ).toBe('field_invalid')
  await client.call(endpoints.redeemPointReward, {
    ...headset,
    address: 'Main St 1',
    mobile: '+85291234567',
    idempotencyKey: key(),
  })
  const balance = await client.call(endpoints.pointBalance, {})
  expect(balance.points).toBe(32_000)
  expect(moneyToDecimal(balance.balance)).toBe('50.00')
  expect(simulator.store.state.redemptions[0]).toMatchObject({ address: 'Main St 1', mobile: '+85291234567' })
})

test('the back office passes or rejects a redemption, telling the member in real time', async () => {
  const { simulator, client, member: found, published } = await member()
  await client.call(endpoints.redeemPointReward, {
    rewardId: 'R-CASH10',
    quantity: 1,
    paymentPassword: '123456',
    idempotencyKey: key(),
  })
  await client.call(endpoints.redeemPointReward, {
    rewardId: 'R-CASH10',
    quantity: 1,
    paymentPassword: '123456',
    idempotencyKey: key(),
  })
  await dev(simulator, '/points/decide', { account: 'member01', status: 'rejected' })
  expect(found.points).toBe(2_000)
  await dev(simulator, '/points/decide', { account: 'member01', status: 'passed' })
  const records = await client.call(endpoints.redeemPointRecords, {})
  expect(records.content.map((record) => record.status)).toEqual(['rejected', 'passed'])
  expect(published.filter((one) => one.type === 'POINT_REDEEM')).toHaveLength(2)
  expect(published.every((one) => one.customerId === found.id)).toBe(true)
  const detail = await client.call(endpoints.pointTransactions, {})
  expect(detail.content[0]).toMatchObject({ change: 1_000, balance: 2_000 })
  expect(detail.content[0]?.transactionNo).toMatch(/^PC\d+$/)
})

test('cash to points is one ledger entry per idempotency key, at the configured ratio', async () => {
  const { simulator, client } = await member('agent01', 0)
  await dev(simulator, '/balance', { account: 'agent01', balance: 100 })
  const convert = (idempotencyKey: string, amount = '12.50') =>
    client.call(endpoints.convertPoint, { amount, paymentPassword: '123456', idempotencyKey })
  expect(
    await codeOf(
      client.call(endpoints.convertPoint, {
        amount: '1',
        paymentPassword: 'x',
        idempotencyKey: 'key-wrong-1',
      }),
    ),
  ).toBe('wrong_fund_password')
  const conversions = () =>
    (simulator.store.state.ledgers.get('agent01')?.entries ?? []).filter(
      (entry) => entry.kind === 'pointsConversion',
    )
  const before = conversions().length
  await convert('key-aaaaaaaa')
  await convert('key-aaaaaaaa')
  const balance = await client.call(endpoints.pointBalance, {})
  expect(balance.points).toBe(125)
  expect(moneyToDecimal(balance.balance)).toBe('87.50')
  expect(conversions()).toHaveLength(before + 1)
  expect(await codeOf(convert('key-bbbbbbbb', '1000'))).toBe('insufficient_balance')
  expect(await client.call(endpoints.pointTransactions, { pageSize: 5 })).toMatchObject({
    content: [{ change: 125, remarks: 'Cash to points' }],
  })
})

test('visitors see the catalogue and the rules', async () => {
  const client = testClient(createSimulator())
  expect((await client.call(endpoints.pointRewards, {})).list).toHaveLength(4)
  expect(await client.call(endpoints.pointConfig, undefined)).toMatchObject({
    pointsRatio: 10,
    stakesUnit: 100,
  })
})
