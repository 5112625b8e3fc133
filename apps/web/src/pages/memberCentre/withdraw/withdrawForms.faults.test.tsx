import { endpoints, type Portal } from '@portal/core'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  closeAll,
  createFaultyBackend,
  descriptionOf,
  englishCells,
  press,
  renderSignedIn,
  sharedRender,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import { retriedFaultTests, savedFaultTests } from '../../../testing/retriedFaults'
import WithdrawPage from './WithdrawPage'

/*
 * Bad input × call faults for the withdraw page's two forms (issue 13 "Bad input", issue 12 "Faults without
 * loss"): the withdrawal itself and adding a bank card. newbie01 starts with 500.00, no turnover owed, fund
 * password 246810 and, for the withdrawal, one card on file.
 */

englishCells()

const addCard = (portal: Portal) =>
  portal.api.call(endpoints.addBankCard, {
    bankCode: 'ESUN',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: '246810',
  })

async function openWithdraw({ withCard }: { withCard: boolean }) {
  const backend = createFaultyBackend()
  await backend.dev('/balance', { account: 'newbie01', balance: 500 })
  const member = backend.simulator.store.findMember('newbie01')
  if (member) member.fundPassword = '246810'
  await renderSignedIn(backend, 'newbie01', <WithdrawPage />, {
    ...(withCard ? { prepare: addCard } : {}),
  })
  await screen.findByRole('heading', { level: 1, name: 'Withdraw' })
  await screen.findByRole('group', { name: 'Withdraw to' })
  const orders = () =>
    backend.simulator.store.state.withdraw.orders.filter((order) => order.account === 'newbie01')
  return { backend, orders }
}

describe('withdraw (a card on file)', () => {
  const path = endpoints.withdraw.path
  const open = async () => {
    const { backend, orders } = await openWithdraw({ withCard: true })
    return {
      backend,
      orders,
      amount: screen.getByLabelText(/^Amount/),
      password: screen.getByLabelText(/^Fund password/),
      submit: screen.getByRole('button', { name: 'Withdraw' }),
    }
  }

  describe('bad input', () => {
    const form = sharedRender(open)
    test.each([
      ['amount empty', '', '246810', 'amount', 'Enter an amount'],
      ['amount not a number', 'fifty', '246810', 'amount', 'Enter an amount with at most 2 decimals'],
      ['three decimals', '50.555', '246810', 'amount', 'Enter an amount with at most 2 decimals'],
      ['below the minimum', '5', '246810', 'amount', 'The minimum is 10.00'],
      ['above the balance', '600', '246810', 'amount', 'Not enough balance for this amount and its fee'],
      ['password empty', '50', '', 'password', 'Enter your fund password'],
      ['password not 6 digits', '50', '24681a', 'password', 'The fund password is 6 digits'],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, sum, secret, where, reason) => {
        const { backend, amount, password, submit } = form()
        typeInto(amount, sum)
        typeInto(password, secret)
        await press(submit)
        const field = where === 'amount' ? amount : password
        expect(descriptionOf(field)).toContain(reason)
        expect(field.getAttribute('aria-invalid')).toBe('true')
        expect([typed(amount), typed(password)]).toEqual([sum, secret])
        expect(backend.sent(path)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    retriedFaultTests(
      path,
      async () => {
        const { backend, orders, amount, password, submit } = await open()
        return {
          backend,
          fill: () => {
            typeInto(amount, '50')
            typeInto(password, '246810')
          },
          typed: () => [typed(amount), typed(password)],
          submit: () => submit,
          booked: () => orders().length,
          succeeded: async () => {
            await screen.findByRole('heading', { level: 2, name: 'Withdrawal submitted' })
          },
        }
      },
      { booked: 'made the order', retried: 'withdraws', same: 'the same order' },
    )

    test('refused (not about the password): told beside the amount, everything kept, the corrected submit withdraws', async () => {
      const { backend, orders, amount, password, submit } = await open()
      typeInto(amount, '50')
      typeInto(password, '246810')
      backend.fail(path, 'refused', { code: 'amount_above_max' })
      await press(submit)
      await screen.findByText(/^The maximum is/)
      expect(descriptionOf(amount)).toContain('The maximum is')
      expect([typed(amount), typed(password)]).toEqual(['50', '246810'])
      expect(backend.sent(path)).toBe(1)

      typeInto(amount, '40')
      await press(submit)
      expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawal submitted' })).toBeDefined()
      expect(backend.sent(path)).toBe(2)
      expect(orders()).toHaveLength(1)
    })

    test('refused (wrong fund password, by the simulator): told beside the password with the attempts left, the amount kept', async () => {
      const { backend, orders, amount, password, submit } = await open()
      typeInto(amount, '50')
      typeInto(password, '111111')
      await press(submit)
      await screen.findByText('Wrong fund password: 4 attempts left')
      expect(descriptionOf(password)).toBe('Wrong fund password: 4 attempts left')
      expect(typed(amount)).toBe('50')
      expect(backend.sent(path)).toBe(1)

      typeInto(password, '246810')
      await press(submit)
      expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawal submitted' })).toBeDefined()
      expect(backend.sent(path)).toBe(2)
      expect(orders()).toHaveLength(1)
    })
  })
})

describe('add a bank card (none yet)', () => {
  const path = endpoints.addBankCard.path
  const open = async () => {
    const { backend } = await openWithdraw({ withCard: false })
    await press(screen.getByRole('button', { name: 'Add a card' }))
    return {
      backend,
      bank: screen.getByLabelText('Bank'),
      number: screen.getByLabelText(/^Card number/),
      name: screen.getByLabelText(/^Real name/),
      password: screen.getByLabelText(/^Fund password to confirm/),
      save: screen.getByRole('button', { name: 'Save card' }),
      cards: () => within(screen.getByRole('group', { name: 'Withdraw to' })).queryAllByRole('radio'),
    }
  }

  describe('bad input', () => {
    const form = sharedRender(open)
    test.each([
      ['no bank', '', '4111111111111111', 'Chen Wei', 'bank', 'Choose a bank'],
      ['number empty', 'ESUN', '', 'Chen Wei', 'number', 'Enter the card number'],
      ['number too short', 'ESUN', '41111111', 'Chen Wei', 'number', 'A card number has 12 to 19 digits'],
      [
        'number too long',
        'ESUN',
        '41111111111111111111',
        'Chen Wei',
        'number',
        'A card number has 12 to 19 digits',
      ],
      [
        'number with letters',
        'ESUN',
        '4111abcd11111111',
        'Chen Wei',
        'number',
        'A card number has 12 to 19 digits',
      ],
      [
        'number fails the check digit',
        'ESUN',
        '4111111111111112',
        'Chen Wei',
        'number',
        'This card number fails its checksum (the last digit checks the others): compare each digit with your card',
      ],
      ['name empty', 'ESUN', '4111111111111111', '  ', 'name', 'Enter your real name'],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, code, digits, holder, where, reason) => {
        const { backend, bank, number, name, password, save } = form()
        typeInto(password, '246810')
        typeInto(bank, code)
        typeInto(number, digits)
        typeInto(name, holder)
        await press(save)
        const field = { bank, number, name }[where]
        expect(descriptionOf(field)).toContain(reason)
        expect(field.getAttribute('aria-invalid')).toBe('true')
        expect([typed(bank), typed(number), typed(name)]).toEqual([code, digits, holder])
        expect(backend.sent(path)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, bank, number, name, password, save, cards } = await open()
        return {
          backend,
          fill: () => {
            typeInto(password, '246810')
            typeInto(bank, 'ESUN')
            typeInto(number, '4111 1111 1111 1111')
            typeInto(name, 'Chen Wei')
          },
          typed: () => [typed(bank), typed(number), typed(name)],
          submit: () => save,
          succeeded: async () => {
            await screen.findByRole('radio', { name: /E\.SUN Bank/ })
            expect(cards()).toHaveLength(1)
          },
        }
      },
      { retried: 'adds the card' },
    )

    test('refused (card number, by code): the reason beside the number, kept, the corrected retry adds it', async () => {
      const { backend, bank, number, name, password, save, cards } = await open()
      typeInto(password, '246810')
      typeInto(bank, 'ESUN')
      typeInto(number, '4111 1111 1111 1111')
      typeInto(name, 'Chen Wei')
      backend.fail(path, 'refused', { code: 'card_number_invalid' })
      await press(save)
      await screen.findByText(
        'This card number fails its checksum (the last digit checks the others): compare each digit with your card',
      )
      expect(descriptionOf(number)).toContain(
        'This card number fails its checksum (the last digit checks the others): compare each digit with your card',
      )
      expect([typed(bank), typed(number), typed(name)]).toEqual(['ESUN', '4111 1111 1111 1111', 'Chen Wei'])
      expect(backend.sent(path)).toBe(1)

      typeInto(number, '5500 0000 0000 0004')
      await press(save)
      expect(await screen.findByRole('radio', { name: /E\.SUN Bank/ })).toBeDefined()
      expect(cards()).toHaveLength(1)
      expect(backend.sent(path)).toBe(2)
    })

    // The step-up (issue 31): the platform checks the fund password on its one counter.
    test('refused (wrong fund password, by the simulator): beside the password with the attempts left, kept', async () => {
      const { backend, bank, number, name, password, save, cards } = await open()
      typeInto(bank, 'ESUN')
      typeInto(number, '4111 1111 1111 1111')
      typeInto(name, 'Chen Wei')
      typeInto(password, '000000')
      await press(save)
      await screen.findByText('Wrong fund password: 4 attempts left')
      expect(descriptionOf(password)).toContain('Wrong fund password: 4 attempts left')
      expect([typed(bank), typed(number), typed(name)]).toEqual(['ESUN', '4111 1111 1111 1111', 'Chen Wei'])
      expect(cards()).toHaveLength(0)
      expect(backend.sent(path)).toBe(1)
    })
  })
})
