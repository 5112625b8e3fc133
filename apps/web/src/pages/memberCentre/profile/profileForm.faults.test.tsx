import { endpoints } from '@portal/core'
import { screen } from '@testing-library/react'
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
import { savedFaultTests } from '../../../testing/retriedFaults'
import ProfilePage from './ProfilePage'

/*
 * Bad input × call faults for the profile form (issue 13 "Bad input", issue 12 "Faults without loss"), by the
 * field a member comes to change: the profile itself (nickname), the e-mail (the security centre's "bind
 * e-mail" leads here) and the real name (set once). One save call, `updateMemberInfo`, for all three.
 */

englishCells()

const path = endpoints.updateMemberInfo.path

/** member01's real name is set (read-only); newbie01 has none yet. */
async function openProfile(account: 'member01' | 'newbie01' = 'member01') {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, account, <ProfilePage />)
  await screen.findByRole('heading', { level: 1, name: account })
  return {
    backend,
    nickname: screen.getByLabelText('Nickname'),
    email: screen.getByLabelText('E-mail'),
    realName: screen.getByLabelText('Real name'),
    save: screen.getByRole('button', { name: 'Save profile' }),
    member: () => backend.simulator.store.findMember(account),
    stored: () => backend.simulator.store.state.memberCentre.profiles.get(account),
  }
}

type Field = 'nickname' | 'email' | 'realName'

/** What each describe types when the input is good, and what the simulator then stores. */
const good: Record<Field, string> = {
  nickname: 'Quiet Heron',
  email: 'heron@example.com',
  realName: 'Wang Xiao Ming',
}

const faults: [CallFault, string][] = [...silentFaults()]

describe('profile: nickname', () => {
  describe('bad input', () => {
    const form = sharedRender(openProfile)
    test.each([
      ['too short', 'Q', '2–20 characters.'],
      ['too long', 'Q'.repeat(21), '2–20 characters.'],
    ])('%s: the reason beside the field, nothing sent', async (_, value, reason) => {
      const { backend, nickname, save } = form()
      await expectKeptAndUnsent({ backend, field: nickname, submit: save, path }, value, reason)
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, nickname, email, save, member } = await openProfile()
        return {
          backend,
          fill: () => {
            typeInto(nickname, good.nickname)
            typeInto(email, good.email)
          },
          typed: () => [typed(nickname), typed(email)],
          submit: () => save,
          succeeded: async () => {
            expect((await screen.findByRole('status')).textContent).toBe('Profile saved.')
            expect(member()?.nickname).toBe(good.nickname)
          },
        }
      },
      { retried: 'saves', faults },
    )

    test('refused (a code the form has no field for): told in words, kept, the retry saves', async () => {
      const { backend, nickname, save, member } = await openProfile()
      typeInto(nickname, good.nickname)
      backend.fail(path, 'refused', { code: 'too_many_requests' })
      await press(save)
      expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again later')
      expect(typed(nickname)).toBe(good.nickname)
      expect(backend.sent(path)).toBe(1)

      await press(save)
      expect((await screen.findByRole('status')).textContent).toBe('Profile saved.')
      expect(backend.sent(path)).toBe(2)
      expect(member()?.nickname).toBe(good.nickname)
    })
  })
})

describe('profile: e-mail (bind e-mail)', () => {
  describe('bad input', () => {
    const form = sharedRender(openProfile)
    test.each([
      ['no domain', 'heron@', 'Please enter a valid e-mail address. 6–64 characters.'],
      ['no dot', 'heron@example', 'Please enter a valid e-mail address. 6–64 characters.'],
      ['too long', `${'h'.repeat(60)}@example.com`, 'Please enter a valid e-mail address. 6–64 characters.'],
    ])('%s: the reason beside the field, nothing sent', async (_, value, reason) => {
      const { backend, email, save } = form()
      typeInto(email, value)
      await press(save)
      expect(descriptionOf(email)).toBe(reason)
      expect(typed(email)).toBe(value)
      expect(backend.sent(path)).toBe(0)
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, email, save } = await openProfile()
        return {
          backend,
          fill: () => typeInto(email, good.email),
          typed: () => typed(email),
          submit: () => save,
          succeeded: async () => {
            expect((await screen.findByRole('status')).textContent).toBe('Profile saved.')
            expect(backend.simulator.store.findMember('member01')?.email).toBe(good.email)
          },
        }
      },
      { retried: 'saves', faults },
    )

    test('refused on the field (field_invalid): the reason beside the e-mail, kept, the retry saves', async () => {
      const { backend, email, save } = await openProfile()
      typeInto(email, good.email)
      backend.fail(path, 'refused', { code: 'field_invalid', field: 'email' })
      await press(save)
      await screen.findByText('Please check the format of the fields')
      expect(descriptionOf(email)).toBe('Please check the format of the fields')
      expect(typed(email)).toBe(good.email)
      expect(backend.sent(path)).toBe(1)

      await press(save)
      expect((await screen.findByRole('status')).textContent).toBe('Profile saved.')
      expect(backend.sent(path)).toBe(2)
    })
  })
})

describe('profile: real name (set once)', () => {
  describe('bad input', () => {
    const form = sharedRender(() => openProfile('newbie01'))
    test.each([
      ['digits', 'Wang 2', 'English letters and spaces only. 2–40 characters.'],
      ['too short', 'W', 'English letters and spaces only. 2–40 characters.'],
      ['too long', 'W'.repeat(41), 'English letters and spaces only. 2–40 characters.'],
    ])('%s: the reason beside the field, nothing sent', async (_, value, reason) => {
      const { backend, realName, save } = form()
      typeInto(realName, value)
      await press(save)
      expect(descriptionOf(realName)).toBe(reason)
      expect(typed(realName)).toBe(value)
      expect(backend.sent(path)).toBe(0)
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, realName, save, stored } = await openProfile('newbie01')
        return {
          backend,
          fill: () => typeInto(realName, good.realName),
          // Still open to typing after the fault: nothing was set.
          typed: () => [typed(realName), realName.hasAttribute('readonly')],
          submit: () => save,
          succeeded: async () => {
            expect((await screen.findByRole('status')).textContent).toBe('Profile saved.')
            expect(stored()?.payeeName).toBe(good.realName)
            // Set once: now read-only.
            expect(screen.getByLabelText('Real name').hasAttribute('readonly')).toBe(true)
          },
        }
      },
      { retried: 'saves', faults },
    )

    test('refused on the field (real_name_locked): the reason beside the real name, kept', async () => {
      const { backend, realName, save } = await openProfile('newbie01')
      typeInto(realName, good.realName)
      backend.fail(path, 'refused', { code: 'real_name_locked', field: 'payeeName' })
      await press(save)
      await screen.findByText('The real name is set and cannot be changed')
      expect(descriptionOf(realName)).toBe('The real name is set and cannot be changed')
      expect(typed(realName)).toBe(good.realName)
      expect(backend.sent(path)).toBe(1)
    })
  })
})
