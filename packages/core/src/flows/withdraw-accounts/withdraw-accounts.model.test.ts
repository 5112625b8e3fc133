import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { bankCardsFixture, cardSettingFixture } from '../withdraw/withdraw.fixtures'
import { connectWithdrawAccounts } from './withdraw-accounts.connect'
import { withdrawAccountsMachine } from './withdraw-accounts.machine'
import type { WithdrawAccountsContext } from './withdraw-accounts.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawAccountsContext
const view = (snapshot: AnyMachineSnapshot) => connectWithdrawAccounts(snapshot as never)
const oneCardLeft = { ...bankCardsFixture, cards: bankCardsFixture.cards.slice(1) }

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { removal } = contextOf(snapshot)
  const list: AnyEventObject[] = [
    { type: 'accounts.reload' },
    { type: 'removal.open', id: 'C1' },
    { type: 'removal.open', id: 'gone' },
    { type: 'removal.cancel' },
    { type: 'removal.confirm' },
  ]
  if (removal?.password === '') list.push({ type: 'removal.change', value: '123456' })
  return list
}

describe('withdraw accounts model', () => {
  testModel(withdrawAccountsMachine, {
    events,
    outputs: {
      loadAccounts: [{ cards: bankCardsFixture, cardSetting: cardSettingFixture }],
      removeCard: [oneCardLeft],
    },
    errors: {
      loadAccounts: [new ApiError({ kind: 'network', endpoint: 'bankCards' })],
      removeCard: [
        refusal('removeBankCard', 'wrong_fund_password', { field: 'paymentPassword', attemptsLeft: 2 }),
        new ApiError({ kind: 'business', endpoint: 'removeBankCard', code: 'card_in_use' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadAccounts': ({ after }) =>
        expect(view(after)).toMatchObject({
          status: 'ready',
          maxCards: 5,
          limitReached: false,
          failure: null,
        }),
      'xstate.error.actor.loadAccounts': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } }),
      'accounts.reload': ({ after }) => {
        expect(view(after).status).toBe('loading')
        expect(contextOf(after).removal).toBeNull()
      },
      'removal.open': ({ event, after }) => {
        // Only a card of the list can be asked for; its form opens empty.
        expect(event.id).toBe('C1')
        expect(view(after).removal).toMatchObject({ card: { id: 'C1' }, password: '', error: null })
      },
      'removal.change': ({ after }) => expect(view(after).removal.password).toBe('123456'),
      'removal.cancel': ({ after }) => expect(view(after).removal.card).toBeNull(),
      'removal.confirm': ({ before, after }) => {
        if (view(after).removal.removing) expect(contextOf(before).removal?.password).toMatch(/^\d{6}$/)
        else if (contextOf(before).removal)
          expect(view(after).removal.error).toEqual({ code: 'password.required' })
      },
      'xstate.done.actor.removeCard': ({ after }) => {
        expect(view(after).cards.map((card) => card.id)).toEqual(['C2'])
        expect(view(after).removal).toMatchObject({ card: null, removing: false })
      },
      'xstate.error.actor.removeCard': ({ event, after }) => {
        const { removal } = view(after)
        if ((event.error as ApiError).code === 'wrong_fund_password') {
          // Beside the field, and the wrong one is forgotten.
          expect(removal.error).toEqual({ code: 'wrong_fund_password', values: { attemptsLeft: 2 } })
          expect(removal.password).toBe('')
        } else {
          expect(removal.failure).toMatchObject({ code: 'card_in_use' })
          expect(removal.password).toBe('123456')
        }
        expect(removal.card?.id).toBe('C1')
      },
    },
  })
})

testTransitionCoverage(withdrawAccountsMachine)
