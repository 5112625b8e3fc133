import { endpoints } from '@portal/core'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  type CallFault,
  closeAll,
  createFaultyBackend,
  descriptionOf,
  englishCells,
  press,
  renderSignedIn,
  sharedRender,
  silentFaults,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
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

    test.each([...silentFaults(network)] as [Exclude<CallFault, 'refused'>, string][])(
      '%s before the server: told, kept, one POST per click, Retry moves it once',
      async (fault, message) => {
        const { backend, amount, password, submit, received } = await openTransfer()
        typeInto(amount, '30')
        typeInto(password, '123456')
        backend.fail(path, fault)
        await press(submit())
        expect((await screen.findByRole('alert')).textContent).toBe(message)
        expect(typed(amount)).toBe('30')
        expect(backend.sent(path)).toBe(1)
        expect(received()).toBe(0)

        await press(screen.getByRole('button', { name: 'Retry' }))
        expect((await screen.findByRole('status')).textContent).toBe(sent)
        expect(backend.sent(path)).toBe(2)
        expect(received()).toBe(1)
      },
    )

    test.each([...silentFaults(network)] as [Exclude<CallFault, 'refused'>, string][])(
      '%s after the server moved it: Retry answers the same transfer, never a second',
      async (fault, message) => {
        const { backend, amount, password, submit, received } = await openTransfer()
        typeInto(amount, '30')
        typeInto(password, '123456')
        backend.loseAnswer(path, fault)
        await press(submit())
        expect((await screen.findByRole('alert')).textContent).toBe(message)
        expect(typed(amount)).toBe('30')
        // A time-out gives up on the answer while the server may still be booking the (encrypted) transfer.
        await vi.waitFor(() => expect(received()).toBe(1))

        await press(screen.getByRole('button', { name: 'Retry' }))
        expect((await screen.findByRole('status')).textContent).toBe(sent)
        expect(backend.sent(path)).toBe(2)
        expect(received()).toBe(1)
      },
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
