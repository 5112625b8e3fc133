import { endpoints } from '@portal/core'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  type CallFault,
  closeAll,
  createFaultyBackend,
  descriptionOf,
  englishCells,
  expectKeptAndUnsent,
  press,
  renderSignedIn,
  sharedRender,
  silentFaults,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import WalletPage from './WalletPage'

/*
 * Bad input × call faults for the wallet transfer form (issue 13 "Bad input", issue 12 "Faults without loss"),
 * over the real page, flow and HTTP transport. agent01 moves money from the main wallet into PG Soft.
 */

englishCells()

const path = endpoints.walletTransfer.path
const network = 'No answer came back. Retry is safe: the same transfer is sent, never a second one.'

async function openTransfer() {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, 'agent01', <WalletPage />)
  await press(await screen.findByRole('button', { name: 'Transfer into PG Soft' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Transfer: PG Soft' }))
  return {
    backend,
    dialog,
    amount: dialog.getByLabelText('Amount'),
    submit: dialog.getByRole('button', { name: 'Transfer' }),
    /** agent01's ledger entries: a transfer books its movement there. */
    entries: () => backend.simulator.store.state.ledgers.get('agent01')?.entries.length ?? 0,
  }
}

describe('wallet transfer into a game wallet', () => {
  describe('bad input', () => {
    const form = sharedRender(openTransfer)
    test.each([
      ['empty', '', 'Enter an amount'],
      ['not a number', 'thirty', 'Enter a number with at most 2 decimals'],
      ['three decimals', '1.234', 'Enter a number with at most 2 decimals'],
      ['zero', '0', 'The amount must be more than 0'],
      ['more than the main wallet', '99999999', 'The most you can transfer is'],
    ])('%s: the reason beside the field, nothing sent', async (_, value, reason) => {
      const { backend, amount, submit } = form()
      await expectKeptAndUnsent({ backend, field: amount, submit, path }, value, reason)
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    test.each([...silentFaults(network)] as [Exclude<CallFault, 'refused'>, string][])(
      '%s before the server: told, kept, one POST per click, Retry moves it once',
      async (fault, message) => {
        const { backend, dialog, amount, submit, entries } = await openTransfer()
        const before = entries()
        typeInto(amount, '30')
        backend.fail(path, fault)
        await press(submit)
        expect((await dialog.findByRole('alert')).textContent).toBe(message)
        expect(typed(amount)).toBe('30')
        expect(backend.sent(path)).toBe(1)

        await press(dialog.getByRole('button', { name: 'Retry' }))
        expect((await screen.findByRole('status')).textContent).toBe('30.00 transferred to PG Soft.')
        expect(backend.sent(path)).toBe(2)
        expect(entries()).toBeGreaterThan(before)
      },
    )

    test.each([...silentFaults(network)] as [Exclude<CallFault, 'refused'>, string][])(
      '%s after the server moved it: Retry answers the same transfer, never a second',
      async (fault, message) => {
        const { backend, dialog, amount, submit, entries } = await openTransfer()
        typeInto(amount, '30')
        backend.loseAnswer(path, fault)
        await press(submit)
        expect((await dialog.findByRole('alert')).textContent).toBe(message)
        expect(typed(amount)).toBe('30')
        const moved = entries()

        await press(dialog.getByRole('button', { name: 'Retry' }))
        expect((await screen.findByRole('status')).textContent).toBe('30.00 transferred to PG Soft.')
        expect(backend.sent(path)).toBe(2)
        expect(entries()).toBe(moved)
      },
    )

    test('refused (insufficient balance): the reason beside the amount, kept, the corrected submit moves it', async () => {
      const { backend, dialog, amount, submit, entries } = await openTransfer()
      const before = entries()
      typeInto(amount, '30')
      backend.fail(path, 'refused', { code: 'insufficient_balance', field: 'amount' })
      await press(submit)
      await dialog.findByText('Not enough balance in this wallet')
      expect(descriptionOf(amount)).toBe('Not enough balance in this wallet')
      expect(typed(amount)).toBe('30')
      expect(backend.sent(path)).toBe(1)

      typeInto(amount, '20')
      await press(dialog.getByRole('button', { name: 'Transfer' }))
      expect((await screen.findByRole('status')).textContent).toBe('20.00 transferred to PG Soft.')
      expect(backend.sent(path)).toBe(2)
      expect(entries()).toBeGreaterThan(before)
    })
  })
})
