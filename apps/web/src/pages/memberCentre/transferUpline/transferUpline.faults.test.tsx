import { endpoints } from '@portal/core'
import { screen } from '@testing-library/react'
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
import { retriedFaultTests } from '../../../testing/retriedFaults'
import TransferUplinePage from './TransferUplinePage'

/*
 * Bad input × call faults for the transfer to upline, over the real page, flow and HTTP transport: member01
 * sends money to agent01, the agent above them.
 */

englishCells()

const path = endpoints.agentTransfer.path
const network = 'No answer came back. Retry is safe: the same transfer is sent, never a second one.'
const sent = 'Sent 30.00 to agent01.'

async function openTransfer() {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, 'member01', <TransferUplinePage />)
  await screen.findByRole('form', { name: 'Transfer to upline' })
  const arrivals = () =>
    backend.simulator.store.state.ledgers
      .get('agent01')
      ?.entries.filter((entry) => entry.kind === 'agentTransferIn').length ?? 0
  const before = arrivals()
  return {
    backend,
    amount: screen.getByLabelText(/^Amount/),
    password: screen.getByLabelText(/^Fund password/),
    submit: () => screen.getByRole('button', { name: 'Transfer' }),
    /** Transfers agent01's ledger received since the page opened: a transfer up books its arrival there. */
    received: () => arrivals() - before,
  }
}

describe('transfer to upline', () => {
  test('the recipient is the upline, named before anything is typed', async () => {
    await openTransfer()
    expect(screen.getByTestId('transfer-recipient').textContent).toBe('agent01')
    closeAll()
  })

  describe('bad input', () => {
    const form = sharedRender(openTransfer)
    test.each([
      ['no amount', '', '123456', 'amount', 'Enter an amount'],
      ['not a number', 'thirty', '123456', 'amount', 'Enter an amount with at most 2 decimals'],
      ['zero', '0', '123456', 'amount', 'Enter an amount above zero'],
      ['below the minimum', '0.5', '123456', 'amount', 'The minimum is 1.00'],
      ['more than the balance', '99999999', '123456', 'amount', 'Not enough balance'],
      ['no fund password', '30', '', 'password', 'Enter your fund password'],
      ['a short fund password', '30', '12', 'password', 'The fund password is 6 digits'],
    ])(
      '%s: the reason beside the field, what was typed kept, nothing sent',
      async (_, value, secret, field, reason) => {
        const { backend, amount, password, submit } = form()
        typeInto(amount, value)
        typeInto(password, secret)
        await press(submit())
        const wrong = field === 'amount' ? amount : password
        expect(descriptionOf(wrong)).toContain(reason)
        expect(wrong.getAttribute('aria-invalid')).toBe('true')
        expect(typed(amount)).toBe(value)
        expect(backend.sent(path)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    retriedFaultTests(
      path,
      async () => {
        const { backend, amount, password, submit, received } = await openTransfer()
        return {
          backend,
          fill: () => {
            typeInto(amount, '30')
            typeInto(password, '123456')
          },
          typed: () => typed(amount),
          submit,
          booked: received,
          succeeded: async () => expect((await screen.findByRole('status')).textContent).toBe(sent),
        }
      },
      { booked: 'moved it', retried: 'moves it', same: 'the same transfer', network },
    )

    test('refused (wrong fund password): the reason beside it, the password forgotten, the amount kept', async () => {
      const { backend, amount, password, submit, received } = await openTransfer()
      typeInto(amount, '30')
      typeInto(password, '654321')
      await press(submit())
      await screen.findByText('The fund password is incorrect')
      expect(descriptionOf(password)).toBe('The fund password is incorrect')
      expect(typed(password)).toBe('')
      expect(typed(amount)).toBe('30')
      expect(backend.sent(path)).toBe(1)
      expect(received()).toBe(0)

      typeInto(password, '123456')
      await press(submit())
      expect((await screen.findByRole('status')).textContent).toBe(sent)
      expect(backend.sent(path)).toBe(2)
      expect(received()).toBe(1)
    })
  })
})
