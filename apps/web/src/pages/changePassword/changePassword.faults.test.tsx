import { endpoints } from '@portal/core'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
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
} from '../../testing/faultyBackend'
import { savedFaultTests } from '../../testing/retriedFaults'
import { ChangePasswordPanel } from './ChangePasswordPanel'

/*
 * Bad input × call faults for the member's own change of login password (issue 13 "Bad input", issue 12
 * "Faults without loss"), over the real panel, flow, encryption and HTTP transport.
 */

englishCells()

const path = endpoints.changePassword.path
const passwordFormat = 'Password must be letters or digits. 6–20 characters.'

async function openChangePassword() {
  const backend = createFaultyBackend()
  const { location } = await renderSignedIn(backend, 'member01', <ChangePasswordPanel />, {
    path: '/changePassword',
  })
  return {
    backend,
    location,
    current: await screen.findByLabelText('Current password'),
    newPassword: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm new password'),
    submit: screen.getByRole('button', { name: 'Change password' }),
  }
}

describe('change login password (member01, Demo1234)', () => {
  describe('bad input', () => {
    const form = sharedRender(openChangePassword)
    test.each([
      ['current empty', '', 'Fresh5678', 'Fresh5678', 'current', 'Please fill in this field.'],
      ['new empty', 'Demo1234', '', '', 'newPassword', 'Please fill in this field.'],
      ['new too short', 'Demo1234', 'ab12', 'ab12', 'newPassword', passwordFormat],
      ['new too long', 'Demo1234', 'a1'.repeat(11), 'a1'.repeat(11), 'newPassword', passwordFormat],
      ['new with a symbol', 'Demo1234', 'Fresh!5678', 'Fresh!5678', 'newPassword', passwordFormat],
      [
        'confirmation differs',
        'Demo1234',
        'Fresh5678',
        'Fresh5679',
        'confirm',
        'The two entries do not match.',
      ],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, old, first, second, where, reason) => {
        const { backend, current, newPassword, confirm, submit } = form()
        typeInto(current, old)
        typeInto(newPassword, first)
        typeInto(confirm, second)
        await press(submit)
        const field = { current, newPassword, confirm }[where]
        expect(descriptionOf(field)).toBe(reason)
        expect(field.getAttribute('aria-invalid')).toBe('true')
        expect([typed(current), typed(newPassword), typed(confirm)]).toEqual([old, first, second])
        expect(backend.sent(path)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, location, current, newPassword, confirm, submit } = await openChangePassword()
        return {
          backend,
          fill: () => {
            typeInto(current, 'Demo1234')
            typeInto(newPassword, 'Fresh5678')
            typeInto(confirm, 'Fresh5678')
          },
          typed: () => [typed(current), typed(newPassword), typed(confirm)],
          submit: () => submit,
          succeeded: async () => {
            // Changed: the member is sent home, and the new password is the one on record.
            await waitFor(() => expect(location.history.at(-1)).toBe('/'))
            expect(backend.simulator.store.findMember('member01')?.password).toBe('Fresh5678')
          },
        }
      },
      {
        retried: 'changes it',
        faults: [...silentFaults(), ['refused', 'The current password is incorrect']],
        refusal: { code: 'wrong_old_password' },
      },
    )
  })
})
