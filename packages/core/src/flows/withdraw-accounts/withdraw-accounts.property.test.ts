import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { bankCardsFixture, cardSettingFixture } from '../withdraw/withdraw.fixtures'
import { connectWithdrawAccounts } from './withdraw-accounts.connect'
import { withdrawAccountsMachine } from './withdraw-accounts.machine'
import type { CardRemoval, WithdrawAccountsContext } from './withdraw-accounts.types'

const events = fc.oneof(
  fc.constantFrom(
    { type: 'accounts.reload' },
    { type: 'removal.cancel' },
    { type: 'removal.confirm' },
    { type: 'removal.open', id: 'C1' },
    { type: 'removal.open', id: 'C2' },
    { type: 'removal.open', id: 'nope' },
  ),
  fc.constantFrom('', '12', '123456', 'abcdef').map((value) => ({ type: 'removal.change', value })),
)

describe('withdraw accounts properties over random removals, typing and answers', () => {
  test('only a listed card with a six-digit password is sent, one removal at a time; a wrong password is forgotten', async () => {
    const visits = await checkMachine({
      machine: withdrawAccountsMachine,
      events,
      outputs: {
        loadAccounts: [{ cards: bankCardsFixture, cardSetting: cardSettingFixture }],
        removeCard: [{ ...bankCardsFixture, cards: bankCardsFixture.cards.slice(1) }],
      },
      errors: {
        loadAccounts: [new ApiError({ kind: 'timeout', endpoint: 'bankCards' })],
        removeCard: [
          new ApiError({ kind: 'business', endpoint: 'removeBankCard', code: 'wrong_fund_password' }),
          new ApiError({ kind: 'network', endpoint: 'removeBankCard' }),
        ],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as WithdrawAccountsContext
        const is = after.context as WithdrawAccountsContext
        expect(pending.filter((call) => call.id === 'removeCard').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'removeCard')) {
          const removal = call.input as CardRemoval
          expect(removal.password).toMatch(/^\d{6}$/)
          expect(was.cards?.cards.some((card) => card.id === removal.cardId)).toBe(true)
        }
        if (is.removalError?.code === 'wrong_fund_password') expect(is.removal?.password).toBe('')
        const view = connectWithdrawAccounts(after as never)
        if (is.removal) expect(view.removal.card?.id).toBe(is.removal.cardId)
        expect(view.limitReached).toBe(view.maxCards !== null && view.cards.length >= view.maxCards)
      },
    })
    expect(visited(visits, '"ready":"removing"')).toBe(true)
  }, 120_000)
})
