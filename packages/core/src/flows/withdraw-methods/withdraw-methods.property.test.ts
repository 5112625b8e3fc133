import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { withdrawAccountsFixture, withdrawMethodsFixture } from '../withdraw/withdraw.fixtures'
import { connectWithdrawMethods } from './withdraw-methods.connect'
import { withdrawMethodsMachine } from './withdraw-methods.machine'
import type { BindRequest, WithdrawMethodsContext } from './withdraw-methods.types'

const change = (field: string, values: string[]) =>
  fc.constantFrom(...values).map((value) => ({ type: 'bind.change', field, value }))

const events = fc.oneof(
  change('network', ['', 'TRC20', 'BEP20']),
  change('account', ['', '  ', '0912345678', 'TQ5N']),
  change('password', ['', '12', '123456']),
  fc.constantFrom(
    { type: 'methods.reload' },
    { type: 'bind.cancel' },
    { type: 'bind.submit' },
    { type: 'bind.open', method: 'MOMO' },
    { type: 'bind.open', method: 'USDT' },
    { type: 'bind.open', method: 'BANK' },
    { type: 'bind.open', method: 'PAYPAL' },
  ),
  // A whole valid form and its submit in one step, often enough to reach what lies behind the call.
  fc.constant([
    { type: 'bind.open', method: 'USDT' },
    { type: 'bind.change', field: 'network', value: 'TRC20' },
    { type: 'bind.change', field: 'account', value: 'TQ5N' },
    { type: 'bind.change', field: 'password', value: '123456' },
    { type: 'bind.submit' },
  ]),
)

describe('withdraw methods properties over random typing, submits and answers', () => {
  test('only an offered non-card method with its fields goes out, one bind at a time; a wrong password is forgotten', async () => {
    const visits = await checkMachine({
      machine: withdrawMethodsMachine,
      events,
      outputs: {
        loadMethods: [{ methods: withdrawMethodsFixture, accounts: { accounts: [] } }],
        bindAccount: [withdrawAccountsFixture],
      },
      errors: {
        loadMethods: [new ApiError({ kind: 'timeout', endpoint: 'withdrawMethods' })],
        bindAccount: [
          new ApiError({ kind: 'business', endpoint: 'bindWithdrawAccount', code: 'wrong_fund_password' }),
          new ApiError({ kind: 'network', endpoint: 'bindWithdrawAccount' }),
        ],
      },
      check: ({ after, started, pending }) => {
        const is = after.context as WithdrawMethodsContext
        expect(pending.filter((call) => call.id === 'bindAccount').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'bindAccount')) {
          const request = call.input as BindRequest
          expect(['MOMO', 'USDT']).toContain(request.method)
          expect(request.paymentPassword).toMatch(/^\d{6}$/)
          expect(request.account.trim()).not.toBe('')
          // A coin goes with one of its networks; an e-wallet with none.
          if (request.method === 'USDT') expect(['TRC20', 'ERC20']).toContain(request.network)
          else expect(request.network).toBeUndefined()
        }
        if (is.bindErrors.password?.code === 'wrong_fund_password')
          expect(is.binding?.fields.password).toBe('')
        const view = connectWithdrawMethods(after as never)
        expect(view.methods.every((method) => method.kind !== 'bank')).toBe(true)
        if (is.binding) expect(view.form.method?.code).toBe(is.binding.method)
      },
    })
    expect(visited(visits, '"ready":"binding"')).toBe(true)
  }, 120_000)
})
