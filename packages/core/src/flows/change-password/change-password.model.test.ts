import { describe } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
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

const options = (knownOldPassword: string | null) => ({
  events: userEvents,
  input: { knownOldPassword },
  outputs: { changePassword: [null] },
  errors: {
    changePassword: [
      new ApiError({ kind: 'business', endpoint: 'changePassword', code: 'wrong_old_password' }),
      networkDown,
    ],
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
