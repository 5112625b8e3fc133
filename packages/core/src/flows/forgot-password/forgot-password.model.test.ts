import { describe } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordContext, ForgotPasswordField, ForgotPasswordInput } from './forgot-password.types'

const machine: AnyStateMachine = forgotPasswordMachine.provide({ actions: { startSession: () => {} } })

/** The fields of each method, with a valid value, typed one at a time into the first empty one. */
const formOf: Record<string, [ForgotPasswordField, string][]> = {
  email: [
    ['username', 'member01'],
    ['email', 'member01@example.com'],
  ],
  mobileNum: [
    ['mobileNum', '912345678'],
    ['verificationCode', '123456'],
    ['newPassword', 'Fresh5678'],
  ],
}

function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.status === 'done') return []
  const context = snapshot.context as ForgotPasswordContext
  const events: AnyEventObject[] = [
    { type: 'forgotPassword.submit' },
    { type: 'forgotPassword.sendCode' },
    { type: 'forgotPassword.dismiss' },
    { type: 'forgotPassword.switchMethod', to: context.method === 'email' ? 'mobileNum' : 'email' },
  ]
  const empty = formOf[context.method]?.find(([field]) => context.fields[field] === '')
  if (empty) events.push({ type: 'forgotPassword.change', field: empty[0], value: empty[1] })
  return events
}

const refused = (endpoint: string, code: string) => new ApiError({ kind: 'business', endpoint, code })

describe.each<[string, ForgotPasswordInput]>([
  ['mobile and e-mail (CHNGPASSVERIF3)', { flags: { CHNGPASSVERIF3: true }, country: 'VN' }],
])('forgot-password model: %s', (_, input) => {
  const options = {
    events: userEvents,
    input,
    keepActors: ['sms'],
    outputs: {
      loadCountryCodes: [[{ countryCode: 'VN', countryDialingCode: '84' }]],
      sendResetEmail: [null],
      setPassword: [null],
      signIn: [{ token: 'fresh', firstTimeLogin: false }],
    },
    errors: {
      loadCountryCodes: [networkDown],
      sendResetEmail: [refused('forgotPasswordEmail', 'account_email_not_found'), networkDown],
      setPassword: [refused('setPasswordByPhone', 'wrong_sms_code')],
      signIn: [refused('login', 'wrong_credentials')],
    },
  }
  testModel(machine, options)
})

testTransitionCoverage(machine)
