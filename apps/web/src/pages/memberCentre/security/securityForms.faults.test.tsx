import { endpoints } from '@portal/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { SimulatedClock } from 'xstate'
import {
  type CallFault,
  closeAll,
  createFaultyBackend,
  descriptionOf,
  englishCells,
  type FaultyBackend,
  press,
  renderSignedIn,
  sharedRender,
  silentFaults,
  typed,
  typeInto,
} from '../../../testing/faultyBackend'
import { savedFaultTests } from '../../../testing/retriedFaults'
import SecurityCentrePage from './SecurityCentrePage'

/*
 * Bad input × call faults for the security centre's forms (issue 13 "Bad input", issue 12 "Faults without
 * loss"): the fund password (set and change) and the mobile binding with its SMS code. Each cell renders the
 * real page over the real core flows and HTTP transport, against the in-process simulator.
 */

englishCells()

async function openSecurityCentre(account: string, clock?: SimulatedClock): Promise<FaultyBackend> {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, account, <SecurityCentrePage />, { clock })
  await screen.findByRole('heading', { level: 1, name: 'Security centre' })
  return backend
}

const formNamed = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name })
  const form = heading.closest('form')
  if (!form) throw new Error(`No form around "${name}"`)
  return within(form)
}

describe('set fund password (newbie01, none yet)', () => {
  const path = endpoints.setWithdrawPassword.path
  const open = async () => {
    const backend = await openSecurityCentre('newbie01')
    const form = await formNamed('Set a fund password')
    return {
      backend,
      form,
      login: form.getByLabelText('Login password'),
      newPassword: form.getByLabelText('New fund password'),
      confirm: form.getByLabelText('Confirm new fund password'),
      save: form.getByRole('button', { name: 'Save fund password' }),
    }
  }

  describe('bad input', () => {
    const form = sharedRender(open)
    test.each([
      ['empty', '', '', 'newPassword', 'Please fill in this field.'],
      ['not digits', '12ab56', '12ab56', 'newPassword', 'Digits only. Exactly 6 characters.'],
      ['too long', '1234567', '1234567', 'newPassword', 'Digits only. Exactly 6 characters.'],
      ['confirmation differs', '123456', '123457', 'confirm', 'The two entries do not match.'],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, first, second, where, reason) => {
        const { backend, login, newPassword, confirm, save } = form()
        typeInto(login, 'Demo1234')
        typeInto(newPassword, first)
        typeInto(confirm, second)
        await press(save)
        const field = where === 'newPassword' ? newPassword : confirm
        expect(descriptionOf(field)).toBe(reason)
        expect(field.getAttribute('aria-invalid')).toBe('true')
        expect(typed(newPassword)).toBe(first)
        expect(typed(confirm)).toBe(second)
        expect(backend.sent(path)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, form, login, newPassword, confirm, save } = await open()
        return {
          backend,
          within: form,
          fill: () => {
            typeInto(login, 'Demo1234')
            typeInto(newPassword, '246810')
            typeInto(confirm, '246810')
          },
          typed: () => [typed(newPassword), typed(confirm)],
          submit: () => save,
          succeeded: async () => {
            // Saved: the security centre learns it, and the form turns into the change form.
            await screen.findByRole('heading', { level: 2, name: 'Change the fund password' })
            expect(backend.simulator.store.findMember('newbie01')?.fundPassword).toBe('246810')
          },
        }
      },
      {
        retried: 'saves',
        faults: [...silentFaults(), ['refused', 'A fund password is already set']],
        refusal: { code: 'fund_password_set' },
      },
    )

    // The step-up (issue 31): the platform's refusal is pinned on the login password; what was typed stays.
    test('a wrong login password: said beside its field, the form kept, nothing set', async () => {
      const { backend, login, newPassword, confirm, save } = await open()
      typeInto(login, 'Wrong999')
      typeInto(newPassword, '246810')
      typeInto(confirm, '246810')
      await press(save)
      await waitFor(() => expect(descriptionOf(login)).toBe('The login password is incorrect'))
      expect(login.getAttribute('aria-invalid')).toBe('true')
      expect(typed(newPassword)).toBe('246810')
      expect(backend.sent(path)).toBe(1)
      expect(backend.simulator.store.findMember('newbie01')?.fundPassword).toBe('')
    })
  })
})

describe('change fund password (member01, 123456)', () => {
  const path = endpoints.changeWithdrawPassword.path
  const open = async () => {
    const backend = await openSecurityCentre('member01')
    const form = await formNamed('Change the fund password')
    return {
      backend,
      form,
      current: form.getByLabelText('Current fund password'),
      newPassword: form.getByLabelText('New fund password'),
      confirm: form.getByLabelText('Confirm new fund password'),
      save: form.getByRole('button', { name: 'Save fund password' }),
    }
  }

  describe('bad input', () => {
    const form = sharedRender(open)
    test.each([
      ['current empty', '', '654321', '654321', 'current', 'Please fill in this field.'],
      ['new not digits', '123456', 'abcdef', 'abcdef', 'newPassword', 'Digits only. Exactly 6 characters.'],
      ['new too short', '123456', '12345', '12345', 'newPassword', 'Digits only. Exactly 6 characters.'],
      ['confirmation differs', '123456', '654321', '654320', 'confirm', 'The two entries do not match.'],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, old, first, second, where, reason) => {
        const { backend, current, newPassword, confirm, save } = form()
        typeInto(current, old)
        typeInto(newPassword, first)
        typeInto(confirm, second)
        await press(save)
        const field = { current, newPassword, confirm }[where]
        expect(descriptionOf(field)).toBe(reason)
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
        const { backend, form, current, newPassword, confirm, save } = await open()
        return {
          backend,
          within: form,
          fill: () => {
            typeInto(current, '123456')
            typeInto(newPassword, '654321')
            typeInto(confirm, '654321')
          },
          typed: () => [typed(current), typed(newPassword), typed(confirm)],
          submit: () => save,
          succeeded: async () => {
            expect((await form.findByRole('status')).textContent).toBe('Fund password saved.')
            expect(backend.simulator.store.findMember('member01')?.fundPassword).toBe('654321')
          },
        }
      },
      { retried: 'saves' },
    )

    test('refused (wrong current password): the reason beside that field, kept, the corrected retry saves', async () => {
      const { backend, current, newPassword, confirm, save } = await open()
      typeInto(current, '111111')
      typeInto(newPassword, '654321')
      typeInto(confirm, '654321')
      await press(save)
      // The simulator's own refusal, pinned on the field it names.
      await screen.findByText('The current fund password is incorrect')
      expect(descriptionOf(current)).toBe('The current fund password is incorrect')
      expect([typed(current), typed(newPassword), typed(confirm)]).toEqual(['111111', '654321', '654321'])
      expect(backend.sent(path)).toBe(1)

      typeInto(current, '123456')
      await press(save)
      expect((await screen.findByRole('status')).textContent).toBe('Fund password saved.')
      expect(backend.sent(path)).toBe(2)
    })
  })
})

describe('bind mobile with an SMS code (member01)', () => {
  const verifyPath = endpoints.bindMobileVerify.path
  const smsPath = endpoints.bindMobileSms.path
  const open = async (clock?: SimulatedClock) => {
    const backend = await openSecurityCentre('member01', clock)
    const form = await formNamed('Bind a mobile number')
    return {
      backend,
      form,
      country: form.getByLabelText('Country code'),
      mobile: form.getByLabelText('Mobile number'),
      code: form.getByLabelText('SMS code'),
      send: form.getByRole('button', { name: 'Send code' }),
      bind: form.getByRole('button', { name: 'Bind mobile number' }),
    }
  }
  /** The code the simulator texted to `mobile` for binding. */
  const textedCode = (backend: FaultyBackend, mobile: string) =>
    backend.simulator.store.state.smsOutbox.findLast((sms) => sms.mobileNum.endsWith(mobile))?.code ?? ''

  describe('bad input', () => {
    const form = sharedRender(open)
    test.each([
      ['empty', '', '', 'mobile', 'Please fill in this field.'],
      ['letters in the number', '91234abcd', '123456', 'mobile', 'Please enter a valid mobile number.'],
      ['number too long', '1234567890123456', '123456', 'mobile', 'Please enter a valid mobile number.'],
      ['code empty', '987654321', '', 'code', 'Please fill in this field.'],
    ] as const)(
      'bad input (%s): the reason beside the field, nothing sent',
      async (_, number, sms, where, reason) => {
        const { backend, mobile, code, bind } = form()
        typeInto(mobile, number)
        typeInto(code, sms)
        await press(bind)
        expect(descriptionOf(where === 'mobile' ? mobile : code)).toBe(reason)
        expect([typed(mobile), typed(code)]).toEqual([number, sms])
        expect(backend.sent(verifyPath)).toBe(0)
      },
    )
  })

  describe('call faults', () => {
    afterEach(closeAll)

    test.each([...silentFaults()] as [CallFault, string][])(
      '%s on binding: told, kept, one POST per click, the retry binds',
      async (fault, message) => {
        const { backend, form, country, mobile, code, send, bind } = await open()
        typeInto(mobile, '987654321')
        await press(send)
        await form.findByRole('button', { name: /Resend in/ })
        typeInto(code, textedCode(backend, '987654321'))
        const before = [typed(country), typed(mobile), typed(code)]
        backend.fail(verifyPath, fault)
        await press(bind)
        expect((await form.findByRole('alert')).textContent).toBe(message)
        expect([typed(country), typed(mobile), typed(code)]).toEqual(before)
        expect(backend.sent(verifyPath)).toBe(1)

        await press(bind)
        expect((await form.findByRole('status')).textContent).toBe('Mobile number bound.')
        expect(backend.sent(verifyPath)).toBe(2)
        expect(backend.sent(smsPath)).toBe(1)
        expect(backend.simulator.store.findMember('member01')?.mobileNum).toBe('987654321')
      },
    )

    test('refused (wrong SMS code): the reason beside the code, kept, the corrected retry binds', async () => {
      const { backend, form, mobile, code, send, bind } = await open()
      typeInto(mobile, '987654321')
      await press(send)
      await form.findByRole('button', { name: /Resend in/ })
      typeInto(code, '000000')
      await press(bind)
      await form.findByText('The SMS code is incorrect or has expired')
      expect(descriptionOf(code)).toBe('The SMS code is incorrect or has expired')
      expect([typed(mobile), typed(code)]).toEqual(['987654321', '000000'])
      expect(backend.sent(verifyPath)).toBe(1)

      typeInto(code, textedCode(backend, '987654321'))
      await press(bind)
      expect((await form.findByRole('status')).textContent).toBe('Mobile number bound.')
      expect(backend.sent(verifyPath)).toBe(2)
    })

    test.each([
      ...silentFaults(),
      // Spec §8: a refused SMS shows the server's own message (in the member's language).
      ['refused', 'Ce numéro appartient à un autre compte'],
    ] as [CallFault, string][])(
      '%s on sending the code: told beside the number, kept, one POST per click, the retry texts',
      async (fault, message) => {
        // The SMS button's clock is driven by the test: spec §9 drops a click within a second of a failure.
        const clock = new SimulatedClock()
        const { backend, form, mobile, send } = await open(clock)
        typeInto(mobile, '987654321')
        backend.fail(smsPath, fault, { code: 'mobile_taken', field: 'mobileNum', message })
        await press(send)
        await form.findByText(message)
        expect(descriptionOf(mobile)).toBe(message)
        expect(typed(mobile)).toBe('987654321')
        expect(backend.sent(smsPath)).toBe(1)

        // Within the second the click is dropped, not queued: still one request.
        await press(form.getByRole('button', { name: 'Send code' }))
        expect(backend.sent(smsPath)).toBe(1)
        await act(async () => clock.increment(1000))
        await press(form.getByRole('button', { name: 'Send code' }))
        await form.findByRole('button', { name: /Resend in/ })
        expect(backend.sent(smsPath)).toBe(2)
        expect(textedCode(backend, '987654321')).toMatch(/^\d+$/)
      },
    )
  })
})
