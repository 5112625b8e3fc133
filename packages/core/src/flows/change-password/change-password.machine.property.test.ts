import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordContext, ChangePasswordRequestInput } from './change-password.types'

let reloads = 0
const machine = changePasswordMachine.provide({
  actions: {
    reloadMember: () => {
      reloads += 1
    },
  },
})

const value = fc.constantFrom('', 'Demo1234', 'Fresh5678', ' Fresh5678 ', 'Other5678', 'ab')
const field = fc.constantFrom('oldPassword', 'newPassword', 'confirmNewPassword')
const filled = fc
  .constantFrom('Fresh5678', 'Next9012')
  .map((password) => [
    { type: 'changePassword.change', field: 'oldPassword', value: 'Demo1234' },
    { type: 'changePassword.change', field: 'newPassword', value: password },
    { type: 'changePassword.change', field: 'confirmNewPassword', value: password },
    { type: 'changePassword.submit' },
  ])
const events = fc.oneof(
  filled,
  fc.record({ type: fc.constant('changePassword.change'), field, value }),
  fc.constant({ type: 'changePassword.submit' }),
)

describe.each([
  ['old password typed', null],
  ['old password known from the login', '{secret}'],
])('change-password machine properties (%s)', (_, knownOldPassword) => {
  test('spec §4/§5 "Change password": only a valid form is sent, once; the member reloads and the user goes to / only after the server accepted; a refusal keeps what was typed', async () => {
    const visits = await checkMachine({
      machine,
      input: { knownOldPassword },
      events,
      outputs: { changePassword: [null] },
      errors: {
        changePassword: [
          new ApiError({ kind: 'business', endpoint: 'changePassword', code: 'wrong_old_password' }),
          networkDown,
        ],
      },
      start: () => {
        reloads = 0
      },
      check: ({ before, after, started, pending, answered, emitted }) => {
        const was = before.context as ChangePasswordContext
        const is = after.context as ChangePasswordContext
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const sent = call.input as ChangePasswordRequestInput
          // New password required, confirmation equal to it; the old one typed unless known from the login.
          expect(sent.newPassword).not.toBe('')
          expect(sent.confirmNewPassword).toBe(sent.newPassword)
          expect(sent.oldPassword).toBe(knownOldPassword ?? is.fields.oldPassword)
          expect(sent.oldPassword).not.toBe('')
        }
        if (answered?.ok) {
          expect(reloads).toBe(1)
          expect(emitted).toContainEqual({ type: 'navigate', to: '/', replace: true })
          // Nothing in memory holds a password past the change.
          expect(is.knownOldPassword).toBeNull()
          expect(Object.values(is.fields).every((typed) => typed === '')).toBe(true)
        } else expect(reloads).toBe(after.matches('changed') ? 1 : 0)
        if (answered && !answered.ok) {
          expect(is.fields).toEqual(was.fields)
          expect(is.failure).not.toBeNull()
        }
        if (!answered?.ok) expect(emitted.some((event) => event.type === 'navigate')).toBe(false)
      },
    })
    expect(visited(visits, 'changed')).toBe(true)
  }, 120_000)
})
