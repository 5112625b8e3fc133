import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { type ModelOptions, testModel, testTransitionCoverage } from '../../testing/model'
import { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordContext } from './change-password.types'

const machine = changePasswordMachine.provide({ actions: { reloadMember: () => {} } })

/** One sample per empty field (two for the confirmation: a match and a mismatch), then submit. */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields } = snapshot.context as ChangePasswordContext
  const change = (field: string, value: string) => ({ type: 'changePassword.change', field, value })
  const events: AnyEventObject[] = [{ type: 'changePassword.submit' }]
  if (fields.oldPassword === '') events.push(change('oldPassword', 'Demo1234'))
  else if (fields.newPassword === '') events.push(change('newPassword', 'Fresh5678'))
  else if (fields.confirmNewPassword === '')
    events.push(change('confirmNewPassword', 'Fresh5678'), change('confirmNewPassword', 'Other5678'))
  return events
}

const options = (knownOldPassword: string | null): ModelOptions => ({
  events: userEvents,
  input: { knownOldPassword },
  outputs: { changePassword: [null] },
  errors: {
    changePassword: [
      new ApiError({ kind: 'business', endpoint: 'changePassword', code: 'wrong_old_password' }),
      networkDown,
    ],
  },
  // Spec §4/§5 "Change password": one rule per event, on context and emitted events.
  rules: {
    'changePassword.change': ({ event, before, after }) => {
      expect(after.context.fields).toEqual({ ...before.context.fields, [event.field]: event.value })
    },
    'changePassword.submit': ({ after, emitted }) => {
      const { fields } = after.context as ChangePasswordContext
      expect(emitted).toEqual([])
      if (after.matches('submitting')) {
        // Sent only when valid: the new password given and confirmed, the old one known or typed.
        expect(fields.newPassword).not.toBe('')
        expect(fields.confirmNewPassword).toBe(fields.newPassword)
        expect(after.context.knownOldPassword ?? fields.oldPassword).not.toBe('')
        expect(after.context.fieldErrors).toEqual({})
      } else expect(Object.keys(after.context.fieldErrors).length).toBeGreaterThan(0)
    },
    'xstate.done.actor.changePassword': ({ after, emitted }) => {
      // On success: reload login info, go to /; no password left in memory.
      expect(emitted).toEqual([
        { type: 'notice', code: 'password.changed' },
        { type: 'navigate', to: '/', replace: true },
      ])
      expect(after.context.knownOldPassword).toBeNull()
      expect(Object.values(after.context.fields).every((value) => value === '')).toBe(true)
    },
    'xstate.error.actor.changePassword': ({ before, after, emitted }) => {
      expect(emitted).toEqual([])
      expect(after.context.fields).toEqual(before.context.fields)
      expect(after.context.failure).not.toBeNull()
    },
  },
})

describe.each([
  ['old password typed', null],
  ['old password known from the login', '{secret}'],
])('change-password model: %s', (_, known) => {
  const model = options(known)
  testModel(machine, model)
})

testTransitionCoverage(machine)
