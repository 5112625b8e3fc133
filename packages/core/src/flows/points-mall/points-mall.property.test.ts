import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectPointsMall } from './points-mall.connect'
import { pointsMallFixture } from './points-mall.fixtures'
import { pointsMallMachine } from './points-mall.machine'
import { redeemIssues } from './points-mall.rules'
import type { PointsMallContext, RedeemRequest } from './points-mall.types'

const events = fc.oneof(
  fc.constantFrom(
    { type: 'points.refresh' },
    { type: 'points.retry' },
    { type: 'points.changed' },
    { type: 'points.cancel' },
    { type: 'points.redeem' },
    { type: 'points.convert' },
  ),
  fc.constantFrom('R-A', 'R-P', 'R-NONE').map((rewardId) => ({ type: 'points.choose', rewardId })),
  fc.record({
    type: fc.constant('points.redeemField'),
    field: fc.constantFrom('quantity', 'address', 'mobile', 'password'),
    value: fc.constantFrom('', '0', '1', '2', '4', '1.5', '99', 'Main St 1', '+85291234567', '123456'),
  }),
  fc.record({
    type: fc.constant('points.convertField'),
    field: fc.constantFrom('amount', 'password'),
    value: fc.constantFrom('', '5', '0', '12.345', '100', '100.01', 'abc', '123456'),
  }),
)

describe('points mall properties over random sequences of typing, submits and answers', () => {
  test('only valid redemptions and conversions leave, one at a time, never with a kept password', async () => {
    const visits = await checkMachine({
      machine: pointsMallMachine,
      events,
      input: { signedIn: true, random: Math.random },
      outputs: {
        loadMall: [
          pointsMallFixture,
          { ...pointsMallFixture, balance: { ...pointsMallFixture.balance, points: 100 } },
        ],
        redeemReward: [{ points: 700 }],
        convertPoints: [{ points: 1_050 }],
      },
      errors: {
        loadMall: [new ApiError({ kind: 'timeout', endpoint: 'pointBalance' })],
        redeemReward: [
          new ApiError({ kind: 'business', endpoint: 'redeemPointReward', code: 'out_of_stock' }),
          new ApiError({ kind: 'network', endpoint: 'redeemPointReward' }),
        ],
        convertPoints: [
          new ApiError({ kind: 'network', endpoint: 'convertPoint' }),
          new ApiError({ kind: 'business', endpoint: 'convertPoint', code: 'insufficient_balance' }),
        ],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as PointsMallContext
        const is = after.context as PointsMallContext
        const sending = pending.filter((call) => call.id === 'redeemReward' || call.id === 'convertPoints')
        expect(sending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          if (call.id === 'redeemReward') {
            const request = call.input as RedeemRequest
            expect(was.redeem && Object.keys(redeemIssues(was.redeem, was.data))).toEqual([])
            expect(Number.isInteger(request.quantity) && request.quantity >= 1).toBe(true)
            const reward = was.data?.rewards.find((one) => one.rewardId === request.rewardId)
            expect(request.quantity).toBeLessThanOrEqual(reward?.stock ?? 0)
            expect(request.paymentPassword).not.toBe('')
            if (reward?.physical) expect(request.address && request.mobile).toBeTruthy()
          }
          if (call.id === 'convertPoints') {
            const request = call.input as { amount: string; idempotencyKey: string }
            expect(request.amount).toMatch(/^\d+\.\d{2}$/)
            expect(request.idempotencyKey).toBe(is.convertKey)
          }
        }
        // After an answer the fund password is gone.
        if (!after.matches({ ready: 'redeeming' }) && before.matches({ ready: 'redeeming' }))
          expect(is.redeem?.password ?? '').toBe('')
        if (!after.matches({ ready: 'converting' }) && before.matches({ ready: 'converting' }))
          expect(is.convert.password).toBe('')
        const view = connectPointsMall(after as never)
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        expect(view.busy !== null).toBe(sending.length === 1)
      },
    })
    expect(visited(visits, '"ready":"redeeming"')).toBe(true)
    expect(visited(visits, '"ready":"converting"')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)
})
