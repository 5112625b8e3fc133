import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { cyclingRandom } from '../../testing/model'
import { orderSample } from '../deposit/deposit.fixtures'
import { depositCancelMachine } from './deposit-cancel.machine'
import type { DepositCancelContext, DepositCancelRequest } from './deposit-cancel.types'

describe('deposit cancel properties over random clicks and answers', () => {
  test('nothing sent unconfirmed; one cancel at a time; a new key per action, the same one on Retry', async () => {
    const keys = new Set<string>()
    let announced = 0
    const visits = await checkMachine({
      machine: depositCancelMachine.provide({ actions: { announceDepositsChanged: () => announced++ } }),
      input: { reference: 'DP4', random: cyclingRandom(7) },
      events: fc.constantFrom(
        { type: 'cancel.ask' },
        { type: 'cancel.confirm' },
        { type: 'cancel.dismiss' },
        { type: 'cancel.retry' },
      ),
      outputs: { cancelOrder: [orderSample('DP4', 'cancelled')] },
      errors: {
        cancelOrder: [
          new ApiError({ kind: 'network', endpoint: 'cancelC2CDeposit' }),
          new ApiError({ kind: 'http', endpoint: 'cancelC2CDeposit', status: 500 }),
          new ApiError({ kind: 'business', endpoint: 'cancelC2CDeposit', code: 'order_not_pending' }),
        ],
      },
      check: ({ step, before, after, started, pending, answered }) => {
        const was = before.context as DepositCancelContext
        const is = after.context as DepositCancelContext
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const input = call.input as DepositCancelRequest
          expect(input.reference).toBe('DP4')
          // Only a confirmation or a Retry sends; a Retry sends the key that got no answer.
          expect(step.kind === 'send' && ['cancel.confirm', 'cancel.retry'].includes(step.event.type)).toBe(
            true,
          )
          if (step.kind === 'send' && step.event.type === 'cancel.retry')
            expect(input.idempotencyKey).toBe(was.key)
          else {
            expect(before.matches('confirming')).toBe(true)
            keys.add(input.idempotencyKey)
          }
        }
        if (answered?.ok) expect(is.cancelled?.status).toBe('cancelled')
        if (is.cancelled) expect(after.status).toBe('done')
      },
    })
    expect(visited(visits, 'uncertain')).toBe(true)
    expect(visited(visits, 'cancelled')).toBe(true)
    expect(keys.size).toBeGreaterThan(1)
    expect(announced).toBeGreaterThan(0)
  }, 120_000)
})
