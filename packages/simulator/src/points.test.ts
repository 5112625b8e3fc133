import { endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'

test('redeeming checks the fund password and the points, then shows as applying', async () => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'member01', 'Demo1234')
  const member = simulator.store.findMember('member01')
  if (!member) throw new Error('seed lost member01')
  member.points = 3_000

  const redeem = (paymentPassword: string, quantity = 1) =>
    client.call(endpoints.redeemPointReward, { rewardId: 'R-CASH10', quantity, paymentPassword })
  expect(await codeOf(redeem('000000'))).toBe('wrong_fund_password')
  expect(await codeOf(redeem('123456', 4))).toBe('insufficient_points')
  await redeem('123456', 2)
  expect(await client.call(endpoints.pointBalance, {})).toMatchObject({ points: 1_000 })
  expect(await client.call(endpoints.redeemPointRecords, {})).toMatchObject({
    content: [{ rewardId: 'R-CASH10', quantity: 2, points: 2_000, status: 'applying' }],
    totalPages: 1,
  })
})

test('cash to points moves balance into points at the configured ratio', async () => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'agent01', 'Demo1234')
  const before = (await client.call(endpoints.pointBalance, {})) as { points: number; balance: number }
  await client.call(endpoints.convertPoint, { amount: 12.5, paymentPassword: '123456' })
  expect(await client.call(endpoints.pointBalance, {})).toEqual({
    points: before.points + 125,
    balance: Math.round((before.balance - 12.5) * 100) / 100,
  })
  expect(await codeOf(client.call(endpoints.convertPoint, { amount: 1e9, paymentPassword: '123456' }))).toBe(
    'insufficient_balance',
  )
  expect(await client.call(endpoints.pointTransactions, { pageSize: 5 })).toMatchObject({
    content: [{ change: 125, remarks: 'Cash to points' }],
  })
})
