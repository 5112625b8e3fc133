import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectWithdraw } from './withdraw.connect'
import {
  bankCardsFixture,
  cardSettingFixture,
  chargesFixture,
  fullCardSettingFixture,
  withdrawAccountsFixture,
  withdrawOrderFixture,
  withdrawSettingsFixture,
} from './withdraw.fixtures'
import { withdrawMachine } from './withdraw.machine'
import type { WithdrawContext } from './withdraw.types'

// The balance refresh is the session's; here it only has to be there.
const machine = withdrawMachine.provide({ actions: { announceMoneyMoved: () => {} } })

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawContext
const view = (snapshot: AnyMachineSnapshot) => connectWithdraw(snapshot as never)

// Each field moves one way (empty → typed), so the graph stays small yet reaches every transition.
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields, cardFields } = contextOf(snapshot)
  const list: AnyEventObject[] = [
    { type: 'withdraw.submit' },
    { type: 'withdraw.retry' },
    { type: 'withdraw.reload' },
    { type: 'card.open' },
    { type: 'card.close' },
    { type: 'card.submit' },
    { type: 'card.setDefault', id: 'C2' },
  ]
  if (fields.amount === '') list.push({ type: 'withdraw.change', field: 'amount', value: 'x' })
  if (fields.amount !== '50') list.push({ type: 'withdraw.change', field: 'amount', value: '50' })
  if (fields.password === '') list.push({ type: 'withdraw.change', field: 'password', value: '123456' })
  // Clearing the password while a Retry waits: the Retry must ask for it instead of sending it empty.
  else if (contextOf(snapshot).idempotencyKey)
    list.push({ type: 'withdraw.change', field: 'password', value: '' })
  if (cardFields.bankCode === '') list.push({ type: 'card.change', field: 'bankCode', value: 'BOT' })
  else if (cardFields.cardNumber === '')
    list.push({ type: 'card.change', field: 'cardNumber', value: '4111 1111 1111 1111' })
  else if (cardFields.realName === '') list.push({ type: 'card.change', field: 'realName', value: 'Lin Mei' })
  else if (cardFields.paymentPassword === '')
    list.push({ type: 'card.change', field: 'paymentPassword', value: '123456' })
  return list
}

describe('withdraw model', () => {
  testModel(machine, {
    events,
    input: { random: () => 0.5 },
    sendDelayedEvents: true,
    outputs: {
      loadWithdraw: [
        {
          settings: withdrawSettingsFixture,
          cards: bankCardsFixture,
          cardSetting: cardSettingFixture,
          accounts: withdrawAccountsFixture,
        },
        { settings: withdrawSettingsFixture, cards: bankCardsFixture, cardSetting: fullCardSettingFixture },
      ],
      loadCharges: [chargesFixture],
      submitWithdraw: [withdrawOrderFixture],
      addCard: [bankCardsFixture],
      setDefaultCard: [
        {
          ...bankCardsFixture,
          cards: bankCardsFixture.cards.map((card) => ({ ...card, isDefault: card.id === 'C2' })),
        },
      ],
    },
    errors: {
      loadWithdraw: [new ApiError({ kind: 'network', endpoint: 'withdrawSettings' })],
      loadCharges: [new ApiError({ kind: 'timeout', endpoint: 'withdrawCharges' })],
      submitWithdraw: [
        new ApiError({ kind: 'network', endpoint: 'withdraw' }),
        refusal('withdraw', 'wrong_fund_password', { field: 'paymentPassword', attemptsLeft: 3 }),
        refusal('withdraw', 'fund_password_locked', { until: '2026-01-01T00:30:00.000Z' }),
      ],
      addCard: [new ApiError({ kind: 'business', endpoint: 'addBankCard', code: 'card_exists' })],
      setDefaultCard: [
        new ApiError({ kind: 'business', endpoint: 'setDefaultBankCard', code: 'unknown_card' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadWithdraw': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'ready', needsFundPassword: false, failure: null })
        // The default card is picked for the member.
        expect(contextOf(after).fields.cardId).toBe('C1')
      },
      'xstate.error.actor.loadWithdraw': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } }),
      'withdraw.reload': ({ before, after }) => {
        expect(view(after).status).toBe('loading')
        if (view(before).status === 'done') expect(contextOf(after).order).toBeNull()
      },
      'withdraw.change': ({ event, before, after }) => {
        const field = event.field as keyof WithdrawContext['fields']
        expect(contextOf(after).fields[field]).toBe(event.value)
        expect(contextOf(after).fieldErrors[field]).toBeUndefined()
        // Another amount is another withdrawal: no key survives it.
        if (field === 'amount') expect(contextOf(after).idempotencyKey).toBeNull()
        if (field === 'amount' && event.value === '50') expect(view(after).pricing).toBe(true)
        if (field === 'amount' && event.value === 'x') expect(contextOf(after).charges).toBeNull()
        if (field === 'password')
          expect(contextOf(after).idempotencyKey).toBe(contextOf(before).idempotencyKey)
      },
      after: ({ after }) => expect(after.matches({ ready: { editing: 'asking' } })).toBe(true),
      'xstate.done.actor.loadCharges': ({ after }) => expect(view(after).charges).toEqual(chargesFixture),
      'xstate.error.actor.loadCharges': ({ after }) => expect(view(after).charges).toBeNull(),
      'withdraw.submit': ({ before, after }) => {
        if (view(after).submitting) {
          // One key per withdrawal; a submit after no answer keeps the same one.
          const key = contextOf(after).idempotencyKey
          expect(key).toMatch(/^wd-[a-z0-9]{24}$/)
          if (contextOf(before).idempotencyKey) expect(key).toBe(contextOf(before).idempotencyKey)
        } else {
          expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
          expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        }
      },
      'withdraw.retry': ({ before, after }) => {
        expect(view(before).canRetry).toBe(true)
        expect(contextOf(after).idempotencyKey).toBe(contextOf(before).idempotencyKey)
        expect(contextOf(after).fields.password).toBe(contextOf(before).fields.password)
        if (contextOf(before).fields.password === '') {
          expect(view(after).submitting).toBe(false)
          expect(contextOf(after).fieldErrors.password).toBeDefined()
        } else expect(view(after).submitting).toBe(true)
      },
      'xstate.done.actor.submitWithdraw': ({ after }) => {
        expect(view(after)).toMatchObject({ status: 'done', order: withdrawOrderFixture })
        expect(contextOf(after).idempotencyKey).toBeNull()
        expect(contextOf(after).fields.password).toBe('')
      },
      'xstate.error.actor.submitWithdraw': ({ event, after }) => {
        const code = (event.error as ApiError).code
        const state = contextOf(after)
        if (!code) {
          // No answer: the key and the password stay for Retry.
          expect(view(after).canRetry).toBe(true)
          expect(state.idempotencyKey).not.toBeNull()
        } else {
          expect(state.idempotencyKey).toBeNull()
          expect(state.fields.password).toBe('')
        }
        if (code === 'wrong_fund_password')
          expect(state.fieldErrors.password).toEqual({ code, values: { attemptsLeft: 3 } })
        if (code === 'fund_password_locked')
          expect(state.failure).toMatchObject({ code, until: '2026-01-01T00:30:00.000Z' })
      },
      'card.open': ({ before, after }) => {
        // Past the platform's limit the form does not open: the member is told to remove a card first.
        expect(view(before).card.limitReached).toBe(false)
        expect(view(after).card.open).toBe(true)
      },
      'card.close': ({ after }) =>
        expect(view(after).card).toMatchObject({ open: false, fields: { cardNumber: '' } }),
      'card.change': ({ event, after }) =>
        expect(view(after).card.fields[event.field as 'bankCode']).toBe(event.value),
      'card.submit': ({ after }) => {
        if (view(after).card.saving) expect(Object.keys(view(after).card.errors)).toEqual([])
        else expect(Object.keys(view(after).card.errors).length).toBeGreaterThan(0)
      },
      'xstate.done.actor.addCard': ({ after }) =>
        expect(view(after).card).toMatchObject({ open: false, saving: false, errors: {} }),
      'xstate.error.actor.addCard': ({ after }) =>
        expect(view(after).card.errors.cardNumber).toEqual({ code: 'card_exists' }),
      'card.setDefault': ({ after }) => expect(view(after).settingDefault).toBe(true),
      'xstate.done.actor.setDefaultCard': ({ after }) =>
        expect(view(after).cards.find((card) => card.isDefault)?.id).toBe('C2'),
      'xstate.error.actor.setDefaultCard': ({ after }) =>
        expect(view(after).failure).toMatchObject({ code: 'unknown_card' }),
    },
  })
})

testTransitionCoverage(machine)
