import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { withdrawAccountsFixture, withdrawMethodsFixture } from '../withdraw/withdraw.fixtures'
import { connectWithdrawMethods } from './withdraw-methods.connect'
import { withdrawMethodsMachine } from './withdraw-methods.machine'
import type { WithdrawMethodsContext } from './withdraw-methods.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawMethodsContext
const view = (snapshot: AnyMachineSnapshot) => connectWithdrawMethods(snapshot as never)
const loaded = { methods: withdrawMethodsFixture, accounts: { accounts: [] } }

// Each field moves one way (empty → typed), so the graph stays small yet reaches every transition.
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const fields = contextOf(snapshot).binding?.fields
  const list: AnyEventObject[] = [
    { type: 'methods.reload' },
    { type: 'bind.open', method: 'USDT' },
    { type: 'bind.open', method: 'BANK' },
    { type: 'bind.cancel' },
    { type: 'bind.submit' },
  ]
  if (fields?.network === '') list.push({ type: 'bind.change', field: 'network', value: 'TRC20' })
  else if (fields?.account === '') list.push({ type: 'bind.change', field: 'account', value: 'TQ5N' })
  else if (fields?.password === '') list.push({ type: 'bind.change', field: 'password', value: '123456' })
  return list
}

describe('withdraw methods model', () => {
  testModel(withdrawMethodsMachine, {
    events,
    outputs: { loadMethods: [loaded], bindAccount: [withdrawAccountsFixture] },
    errors: {
      loadMethods: [new ApiError({ kind: 'network', endpoint: 'withdrawMethods' })],
      bindAccount: [
        refusal('bindWithdrawAccount', 'account_invalid', { field: 'account' }),
        refusal('bindWithdrawAccount', 'wrong_fund_password', { field: 'paymentPassword', attemptsLeft: 2 }),
        new ApiError({ kind: 'business', endpoint: 'bindWithdrawAccount', code: 'account_limit' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadMethods': ({ after }) => {
        // Bank cards have their own form: only the e-wallet and the coin are offered here.
        expect(view(after).methods.map((method) => method.code)).toEqual(['MOMO', 'USDT'])
        expect(view(after).status).toBe('ready')
      },
      'xstate.error.actor.loadMethods': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } }),
      'methods.reload': ({ after }) => {
        expect(view(after).status).toBe('loading')
        expect(contextOf(after).binding).toBeNull()
      },
      'bind.open': ({ event, after }) => {
        // A bank card is never bound here; the coin's form opens empty.
        expect(event.method).toBe('USDT')
        expect(view(after).form).toMatchObject({ method: { code: 'USDT' }, errors: {} })
      },
      'bind.change': ({ event, after }) =>
        expect(view(after).form.fields[event.field as 'account']).toBe(event.value),
      'bind.cancel': ({ after }) => expect(view(after).form.method).toBeNull(),
      'bind.submit': ({ before, after }) => {
        const fields = contextOf(before).binding?.fields
        if (view(after).form.sending) {
          expect(fields).toMatchObject({ network: 'TRC20', account: 'TQ5N', password: '123456' })
        } else if (fields) expect(Object.keys(view(after).form.errors).length).toBeGreaterThan(0)
      },
      'xstate.done.actor.bindAccount': ({ after }) => {
        expect(view(after).accounts.map((account) => account.id)).toEqual(['A7', 'A8'])
        expect(view(after).form).toMatchObject({ method: null, sending: false })
      },
      'xstate.error.actor.bindAccount': ({ event, after }) => {
        const { form } = view(after)
        const code = (event.error as ApiError).code
        if (code === 'account_invalid') expect(form.errors.account).toMatchObject({ code })
        else if (code === 'wrong_fund_password') {
          // Beside the field, and the wrong one is forgotten.
          expect(form.errors.password).toMatchObject({ code, values: { attemptsLeft: 2 } })
          expect(form.fields.password).toBe('')
        } else expect(form.failure).toMatchObject({ code: 'account_limit' })
        expect(form.method?.code).toBe('USDT')
      },
    },
  })
})

testTransitionCoverage(withdrawMethodsMachine)
