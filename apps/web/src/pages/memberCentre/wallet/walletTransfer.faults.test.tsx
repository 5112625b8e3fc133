import { endpoints } from '@portal/core'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  closeAll,
  createFaultyBackend,
  descriptionOf,
  englishCells,
  expectKeptAndUnsent,
  press,
  renderSignedIn,
  sharedRender,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import { retriedFaultTests } from '../../../testing/retriedFaults'
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
    /** The transfers agent01's ledger booked: each takes money out of one wallet. */
    transfers: () =>
      backend.simulator.store.state.ledgers
        .get('agent01')
        ?.entries.filter((entry) => entry.kind === 'transferOut').length ?? 0,
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

    retriedFaultTests(
      path,
      async () => {
        const { backend, dialog, amount, submit, transfers } = await openTransfer()
        return {
          backend,
          within: dialog,
          fill: () => typeInto(amount, '30'),
          typed: () => typed(amount),
          submit: () => submit,
          booked: transfers,
          succeeded: async () =>
            expect((await screen.findByRole('status')).textContent).toBe('30.00 transferred to PG Soft.'),
        }
      },
      { booked: 'moved it', retried: 'moves it', same: 'the same transfer', network },
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
