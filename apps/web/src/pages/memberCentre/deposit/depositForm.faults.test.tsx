import { endpoints } from '@portal/core'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  closeAll,
  createFaultyBackend,
  englishCells,
  expectKeptAndUnsent,
  press,
  renderSignedIn,
  sharedRender,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import { retriedFaultTests } from '../../../testing/retriedFaults'
import DepositPage from './DepositPage'

/*
 * Bad input × call faults for the deposit form (issue 13 "Bad input", issue 12 "Faults without loss"), over the
 * real page, flow and HTTP transport. member01, on the first channel (100.00 – 50,000.00).
 */

englishCells()

const path = endpoints.submitDeposit.path

async function openDeposit() {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, 'member01', <DepositPage />)
  await screen.findByRole('heading', { level: 1, name: 'Deposit' })
  return {
    backend,
    amount: screen.getByLabelText('Amount'),
    submit: screen.getByRole('button', { name: 'Submit deposit' }),
    /** The member's ledger entries: a deposit order is one. */
    entries: () => backend.simulator.store.state.ledgers.get('member01')?.entries.length ?? 0,
  }
}

describe('deposit', () => {
  describe('bad input', () => {
    const form = sharedRender(openDeposit)
    test.each([
      ['empty', '', 'Enter an amount'],
      ['not a number', 'a hundred', 'Enter the amount in digits, such as 100 or 100.50'],
      ['three decimals', '150.555', 'Use at most 2 decimals'],
      ['below the channel minimum', '99.99', 'The minimum for this channel is'],
      ['above the channel maximum', '50000.01', 'The maximum for this channel is'],
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
        const { backend, amount, submit, entries } = await openDeposit()
        return {
          backend,
          fill: () => typeInto(amount, '150'),
          typed: () => typed(amount),
          submit: () => submit,
          booked: entries,
          succeeded: async () => {
            await screen.findByRole('heading', { name: 'Deposit order placed' })
          },
        }
      },
      { booked: 'placed it', retried: 'places it', same: 'the same order', alertContains: true },
    )

    test('refused (deposit limit): told in words, kept, the corrected submit places it', async () => {
      const { backend, amount, submit, entries } = await openDeposit()
      const before = entries()
      typeInto(amount, '150')
      backend.fail(path, 'refused', { code: 'deposit_limit_exceeded' })
      await press(submit)
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This deposit would go over your deposit limit',
      )
      expect(typed(amount)).toBe('150')
      expect(backend.sent(path)).toBe(1)

      await press(screen.getByRole('button', { name: 'Submit deposit' }))
      expect(await screen.findByRole('heading', { name: 'Deposit order placed' })).toBeDefined()
      expect(backend.sent(path)).toBe(2)
      expect(entries()).toBe(before + 1)
    })
  })
})
