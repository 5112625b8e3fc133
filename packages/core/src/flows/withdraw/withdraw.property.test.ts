import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectWithdraw } from './withdraw.connect'
import {
  bankCardsFixture,
  cardSettingFixture,
  chargesFixture,
  withdrawAccountsFixture,
  withdrawOrderFixture,
  withdrawSettingsFixture,
} from './withdraw.fixtures'
import { withdrawMachine } from './withdraw.machine'
import type { WithdrawContext, WithdrawRequest } from './withdraw.types'

const machine = withdrawMachine.provide({ actions: { announceMoneyMoved: () => {} } })

const change = (field: string, values: string[]) =>
  fc.constantFrom(...values).map((value) => ({ type: 'withdraw.change', field, value }))

const events = fc.oneof(
  change('amount', ['', '5', '50', '50.001', 'abc', '2000', '100']),
  change('password', ['', '123456', '12', 'abcdef']),
  change('cardId', ['C1', 'C2', 'A8', 'nope']),
  fc.constantFrom(
    { type: 'withdraw.submit' },
    { type: 'withdraw.retry' },
    { type: 'withdraw.reload' },
    { type: 'card.open' },
    { type: 'card.submit' },
    { type: 'card.setDefault', id: 'C2' },
  ),
  // A whole valid form and its submit in one step, often enough to reach what lies behind the call.
  fc.constant([
    { type: 'withdraw.change', field: 'amount', value: '50' },
    { type: 'withdraw.change', field: 'password', value: '123456' },
    { type: 'withdraw.submit' },
  ]),
)

describe('withdraw properties over random typing, submits, retries and answers', () => {
  test('one request per submit, a key reused only while the outcome is unknown, no invalid form sent', async () => {
    const keysAnswered = new Set<string>()
    const visits = await checkMachine({
      machine,
      input: { random: Math.random },
      events,
      outputs: {
        loadWithdraw: [
          {
            settings: withdrawSettingsFixture,
            cards: bankCardsFixture,
            cardSetting: cardSettingFixture,
            accounts: withdrawAccountsFixture,
          },
        ],
        loadCharges: [chargesFixture],
        submitWithdraw: [withdrawOrderFixture],
        addCard: [bankCardsFixture],
        setDefaultCard: [bankCardsFixture],
      },
      errors: {
        loadWithdraw: [new ApiError({ kind: 'timeout', endpoint: 'withdrawSettings' })],
        submitWithdraw: [
          new ApiError({ kind: 'network', endpoint: 'withdraw' }),
          refusal('withdraw', 'wrong_fund_password', { attemptsLeft: 2 }),
          refusal('withdraw', 'amount_below_min', { min: 10 }),
        ],
      },
      check: ({ before, after, started, pending, answered }) => {
        const is = after.context as WithdrawContext
        expect(pending.filter((call) => call.id === 'submitWithdraw').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'submitWithdraw')) {
          const request = call.input as WithdrawRequest
          // Only a checked form goes out, with the password as typed and a key never used by an answered call.
          expect(Number(request.amount)).toBeGreaterThanOrEqual(10)
          expect(request.paymentPassword).toMatch(/^\d{6}$/)
          expect(['C1', 'C2', 'A8']).toContain(request.cardId)
          expect(keysAnswered.has(request.idempotencyKey)).toBe(false)
        }
        if (answered?.id === 'submitWithdraw' && (answered.ok || (answered.value as ApiError)?.code)) {
          const sent = (before.context as WithdrawContext).idempotencyKey
          if (sent) keysAnswered.add(sent)
          expect(is.idempotencyKey).toBeNull()
        }
        const view = connectWithdraw(after as never)
        if (view.canRetry) expect(is.idempotencyKey).not.toBeNull()
        if (view.status === 'done') expect(is.fields.password).toBe('')
      },
    })
    expect(visited(visits, '"ready":"submitting"')).toBe(true)
    expect(visited(visits, '"ready":"done"')).toBe(true)
  }, 300_000)
})
