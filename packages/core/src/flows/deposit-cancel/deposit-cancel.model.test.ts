import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { orderSample } from '../deposit/deposit.fixtures'
import { connectDepositCancel } from './deposit-cancel.connect'
import { depositCancelMachine } from './deposit-cancel.machine'
import type { DepositCancelContext } from './deposit-cancel.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositCancelContext
const view = (snapshot: AnyMachineSnapshot) => connectDepositCancel(snapshot as never)
const cancelled = orderSample('DP9', 'cancelled')
const paid = new ApiError({ kind: 'business', endpoint: 'cancelC2CDeposit', code: 'payment_sent' })
const noAnswer = new ApiError({ kind: 'timeout', endpoint: 'cancelC2CDeposit' })

describe('deposit cancel model', () => {
  const announced: string[] = []
  testModel(
    depositCancelMachine.provide({ actions: { announceDepositsChanged: () => announced.push('deposits') } }),
    {
      // A steady random: the graph's two walks must draw the same key to meet at the same vertices.
      input: { reference: 'DP9', random: () => 0.25 },
      events: () => [
        { type: 'cancel.ask' },
        { type: 'cancel.confirm' },
        { type: 'cancel.dismiss' },
        { type: 'cancel.retry' },
      ],
      outputs: { cancelOrder: [cancelled] },
      errors: { cancelOrder: [noAnswer, paid] },
      rules: {
        'cancel.ask': ({ after }) => {
          // Nothing is sent on the first click: the member confirms first.
          expect(view(after)).toMatchObject({ confirming: true, cancelling: false, failure: null })
        },
        'cancel.dismiss': ({ after }) => {
          expect(after.matches('idle')).toBe(true)
          expect(contextOf(after).key).toBeNull()
        },
        'cancel.confirm': ({ after }) => {
          expect(view(after).cancelling).toBe(true)
          expect(contextOf(after).key).toMatch(/^[a-z0-9]{24}$/)
        },
        'cancel.retry': ({ before, after }) => {
          // The same request: the key of the action that got no answer.
          expect(after.matches('cancelling')).toBe(true)
          expect(contextOf(after).key).toBe(contextOf(before).key)
        },
        'xstate.done.actor.cancelOrder': ({ after }) => {
          expect(view(after)).toMatchObject({ cancelled, cancelling: false, failure: null })
          expect(after.status).toBe('done')
          expect(announced.length).toBeGreaterThan(0)
        },
        'xstate.error.actor.cancelOrder': ({ before, after }) => {
          const failure = contextOf(after).failure
          if (failure?.kind === 'business') {
            // Refused: nothing changed; the next click is a new action with a new key.
            expect(after.matches('idle')).toBe(true)
            expect(failure.code).toBe('payment_sent')
            expect(contextOf(after).key).toBeNull()
          } else {
            expect(view(after).canRetry).toBe(true)
            expect(contextOf(after).key).toBe(contextOf(before).key)
          }
        },
      },
    },
  )
})

testTransitionCoverage(depositCancelMachine)
