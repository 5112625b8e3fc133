import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const fund = '654321'

async function memberWithCards(count: number) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'newbie01', 'Demo1234')
  await dev(simulator, '/balance', { account: 'newbie01', balance: 500 })
  await client.call(endpoints.setWithdrawPassword, {
    newPassword: fund,
    confirmNewPassword: fund,
    loginPassword: 'Demo1234',
  })
  const numbers = ['4111111111111111', '5500005555555559', '4012888888881881']
  for (const cardNumber of numbers.slice(0, count))
    await client.call(endpoints.addBankCard, {
      bankCode: 'ESUN',
      cardNumber,
      realName: 'Chen Wei',
      paymentPassword: fund,
    })
  const { cards } = await client.call(endpoints.bankCards, undefined)
  return { simulator, client, cards }
}

describe('withdrawal accounts against the simulator (issue 32)', () => {
  test('the card setting decides how many cards and which fields; past the limit is refused', async () => {
    const { simulator, client } = await memberWithCards(1)
    expect(await client.call(endpoints.bankCardSetting, undefined)).toEqual({
      maxCards: 5,
      requiredFields: ['realName'],
    })
    await dev(simulator, '/withdraw/card-setting', { maxCards: 2, requiredFields: ['realName', 'branch'] })
    const card = {
      bankCode: 'BOT',
      cardNumber: '5500005555555559',
      realName: 'Chen Wei',
      paymentPassword: fund,
    }
    expect(await codeOf(client.call(endpoints.addBankCard, card))).toBe('branch_required')
    const added = await client.call(endpoints.addBankCard, { ...card, branch: 'Xinyi' })
    expect(added.cards).toHaveLength(2)
    const third = { ...card, cardNumber: '4012888888881881', branch: 'Daan' }
    expect((await apiError(client.call(endpoints.addBankCard, third))).value).toEqual({ max: 2 })
    // A platform that does not ask for the real name takes the one on file.
    await dev(simulator, '/withdraw/card-setting', { maxCards: 3, requiredFields: [] })
    const named = await client.call(endpoints.addBankCard, { ...third, realName: '' })
    expect(named.cards[2]?.holder).toBe('Chen Wei')
    await expect(dev(simulator, '/withdraw/card-setting', { maxCards: 0 })).rejects.toThrow(/maxCards/)
    await expect(dev(simulator, '/withdraw/card-setting', { requiredFields: ['__proto__'] })).rejects.toThrow(
      /requiredFields/,
    )
  })

  test('removing a card asks the fund password on the shared counter; the default moves to the next card', async () => {
    const { simulator, client, cards } = await memberWithCards(2)
    const [first, second] = cards
    if (!first || !second) throw new Error('two cards expected')
    const wrong = await apiError(
      client.call(endpoints.removeBankCard, { cardId: first.id, paymentPassword: '000000' }),
    )
    expect(wrong).toMatchObject({ code: 'wrong_fund_password', value: { attemptsLeft: 4 } })
    // The same counter as a withdrawal's: four more wrong ones through withdraw lock removal too.
    for (let attempt = 0; attempt < 4; attempt++)
      await codeOf(
        client.call(endpoints.withdraw, {
          amount: '20',
          cardId: second.id,
          paymentPassword: '000000',
          idempotencyKey: `wrong-${attempt}-key`,
        }),
      )
    expect(
      await codeOf(client.call(endpoints.removeBankCard, { cardId: first.id, paymentPassword: fund })),
    ).toBe('fund_password_locked')
    simulator.store.state.withdraw.fundPasswordFailures.clear()
    const after = await client.call(endpoints.removeBankCard, { cardId: first.id, paymentPassword: fund })
    expect(after.cards.map((card) => [card.id, card.isDefault])).toEqual([[second.id, true]])
    expect(
      await codeOf(client.call(endpoints.removeBankCard, { cardId: first.id, paymentPassword: fund })),
    ).toBe('unknown_card')
  })

  test('a card with a withdrawal in progress stays until that withdrawal is paid', async () => {
    const { simulator, client, cards } = await memberWithCards(1)
    const cardId = cards[0]?.id ?? ''
    await client.call(endpoints.withdraw, {
      amount: '50',
      cardId,
      paymentPassword: fund,
      idempotencyKey: 'in-progress-key',
    })
    expect(await codeOf(client.call(endpoints.removeBankCard, { cardId, paymentPassword: fund }))).toBe(
      'card_in_use',
    )
    // Refused before the password is checked: no attempt is spent on a card that cannot go.
    expect(simulator.store.state.withdraw.fundPasswordFailures.size).toBe(0)
    await dev(simulator, '/withdraw/pay', { account: 'newbie01' })
    await client.call(endpoints.processC2CTransaction, {
      payDetailId: simulator.store.state.withdraw.payDetails[0]?.id ?? '',
      isMoneyReceived: 'Y',
    })
    const after = await client.call(endpoints.removeBankCard, { cardId, paymentPassword: fund })
    expect(after.cards).toEqual([])
  })

  test('another member cannot remove the card, and a signed-out caller is refused', async () => {
    const { simulator, cards } = await memberWithCards(1)
    const other = testClient(simulator)
    await signIn(other, 'member01', 'Demo1234')
    expect(
      await codeOf(
        other.call(endpoints.removeBankCard, { cardId: cards[0]?.id ?? '', paymentPassword: fund }),
      ),
    ).toBe('unknown_card')
    const stranger = testClient(simulator)
    expect((await apiError(stranger.call(endpoints.bankCardSetting, undefined))).kind).toBe('unauthorized')
  })
})
