import { endpoints } from '@portal/core'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  closeAll,
  createFaultyBackend,
  englishCells,
  expectKeptAndUnsent,
  renderSignedIn,
  sharedRender,
  silentFaults,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import { savedFaultTests } from '../../../testing/retriedFaults'
import SaferGamblingPage from './SaferGamblingPage'

/*
 * Bad input × call faults for a safer-gambling limit (issue 13 "Bad input", issue 12 "Faults without loss"):
 * member01's daily deposit limit, over the real page, flow and HTTP transport.
 */

englishCells()

const path = endpoints.setGamblingLimit.path

async function openDailyDepositLimit() {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, 'member01', <SaferGamblingPage />)
  const group = within(await screen.findByRole('region', { name: 'Deposit limits' }))
  const limit = group.getByLabelText('Daily')
  const row = within(limit.closest('li') as HTMLElement)
  return { backend, limit, row, save: row.getByRole('button', { name: 'Save' }) }
}

describe('daily deposit limit', () => {
  describe('bad input', () => {
    const form = sharedRender(openDailyDepositLimit)
    test.each([
      ['not a number', 'lots'],
      ['three decimals', '100.555'],
      ['zero', '0'],
      ['negative', '-50'],
    ])('%s: the reason beside the field, nothing sent', async (_, value) => {
      const { backend, limit, save } = form()
      await expectKeptAndUnsent(
        { backend, field: limit, submit: save, path },
        value,
        'Enter an amount above 0 with at most 2 decimals',
      )
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, limit, row, save } = await openDailyDepositLimit()
        return {
          backend,
          fill: () => typeInto(limit, '250'),
          typed: () => typed(limit),
          submit: () => save,
          succeeded: async () => {
            expect((await row.findByRole('status')).textContent).toBe('Saved: applies now.')
            expect(row.getByTestId('limit-current').textContent).toContain('250.00')
          },
        }
      },
      {
        retried: 'saves',
        faults: [...silentFaults(), ['refused', 'Too many requests, please try again later']],
        refusal: { code: 'too_many_requests' },
      },
    )
  })
})
