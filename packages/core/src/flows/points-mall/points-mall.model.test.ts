import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectPointsMall } from './points-mall.connect'
import { pointsMallFixture } from './points-mall.fixtures'
import { pointsMallMachine } from './points-mall.machine'
import type { PointsMallContext } from './points-mall.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PointsMallContext
const view = (snapshot: AnyMachineSnapshot) => connectPointsMall(snapshot as never)

// Each field moves one way, so the graph stays small yet reaches every transition.
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { redeem, convert } = contextOf(snapshot)
  const list: AnyEventObject[] = [
    { type: 'points.refresh' },
    { type: 'points.retry' },
    { type: 'points.changed' },
    { type: 'points.cancel' },
    { type: 'points.redeem' },
    { type: 'points.convert' },
    { type: 'points.choose', rewardId: 'R-NONE' },
  ]
  if (!redeem) list.push({ type: 'points.choose', rewardId: 'R-A' })
  else if (redeem.password === '')
    list.push({ type: 'points.redeemField', field: 'password', value: '123456' })
  if (convert.amount === '') list.push({ type: 'points.convertField', field: 'amount', value: '5' })
  else if (convert.password === '')
    list.push({ type: 'points.convertField', field: 'password', value: '123456' })
  return list
}

describe('points mall model', () => {
  testModel(pointsMallMachine, {
    events,
    input: { signedIn: true, random: () => 0.5 },
    outputs: {
      loadMall: [pointsMallFixture],
      redeemReward: [{ points: 700 }],
      convertPoints: [{ points: 1_050 }],
    },
    errors: {
      loadMall: [new ApiError({ kind: 'network', endpoint: 'pointRewards' })],
      redeemReward: [
        new ApiError({ kind: 'business', endpoint: 'redeemPointReward', code: 'wrong_fund_password' }),
      ],
      convertPoints: [new ApiError({ kind: 'timeout', endpoint: 'convertPoint' })],
    },
    keepActors: ['watchChanges'],
    rules: {
      'points.refresh': ({ after }) => expect(view(after).status).not.toBe('failed'),
      'points.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(view(after).status).toBe('loading')
      },
      'points.changed': ({ after }) => expect(view(after).refreshing).toBe(true),
      'points.choose': ({ after }) => {
        expect(view(after).redeemForm).toMatchObject({ rewardId: 'R-A', quantity: '1', password: '' })
        expect(view(after).redeemForm?.reward?.productName).toBe('Voucher')
      },
      'points.cancel': ({ after }) => expect(view(after).redeemForm).toBeNull(),
      'points.redeemField': ({ after }) => {
        expect(contextOf(after).redeem?.password).toBe('123456')
        expect(view(after).redeemErrors.password).toBeUndefined()
      },
      'points.convertField': ({ before, after }) => {
        const was = contextOf(before).convert
        const is = contextOf(after).convert
        expect(is.amount === '5' && (was.amount === '' || is.password === '123456')).toBe(true)
      },
      'points.redeem': ({ before, after }) => {
        if (after.matches({ ready: 'redeeming' })) {
          expect(contextOf(before).redeem?.password).toBe('123456')
          expect(view(after).busy).toBe('redeeming')
        } else expect(view(after).redeemErrors.password).toBe('required')
      },
      'points.convert': ({ before, after }) => {
        if (after.matches({ ready: 'converting' })) {
          // One key per action, kept from a try whose answer was lost.
          const key = contextOf(after).convertKey
          expect(key).toMatch(/^pt-[a-z0-9]{24}$/)
          if (contextOf(before).convertKey) expect(key).toBe(contextOf(before).convertKey)
        } else expect(Object.keys(view(after).convertErrors).length).toBeGreaterThan(0)
      },
      'xstate.done.actor.loadMall': ({ after }) =>
        expect(view(after)).toMatchObject({
          status: 'ready',
          points: 1_000,
          refreshing: false,
          failure: null,
        }),
      'xstate.error.actor.loadMall': ({ before, after }) => {
        // A failed first load says so; a failed reload keeps what is shown.
        if (before.matches('loading'))
          expect(view(after)).toMatchObject({ status: 'failed', failure: { kind: 'network' } })
        else expect(view(after).status).toBe('ready')
      },
      'xstate.done.actor.redeemReward': ({ after }) => {
        expect(view(after)).toMatchObject({ redeemForm: null, done: 'redeemed', refreshing: true })
      },
      'xstate.error.actor.redeemReward': ({ after }) => {
        // The form stays with what was typed, less the fund password.
        expect(view(after).redeemForm).toMatchObject({ rewardId: 'R-A', quantity: '1', password: '' })
        expect(view(after).redeemFailure).toMatchObject({ code: 'wrong_fund_password' })
      },
      'xstate.done.actor.convertPoints': ({ after }) => {
        expect(view(after)).toMatchObject({ convertForm: { amount: '', password: '' }, done: 'converted' })
        expect(contextOf(after).convertKey).toBeNull()
      },
      'xstate.error.actor.convertPoints': ({ before, after }) => {
        expect(view(after).convertForm).toEqual({ amount: '5', password: '' })
        expect(view(after).convertFailure).toMatchObject({ code: 'network' })
        expect(contextOf(after).convertKey).toBe(contextOf(before).convertKey)
      },
    },
  })
})

testTransitionCoverage(pointsMallMachine)
