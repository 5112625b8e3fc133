import { describe, expect } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, emit } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordContext, ForgotPasswordField, ForgotPasswordInput } from './forgot-password.types'

/** The token handed to the session is emitted here (a test event, hence the cast), so the rules see it. */
const machine: AnyStateMachine = forgotPasswordMachine.provide({
  actions: {
    startSession: emit(
      (_, params: { token: string; firstLogin: boolean }) => ({ type: 'session.start', ...params }) as never,
    ),
  },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ForgotPasswordContext

/** A failed call leaves the form as typed, with the code for the app to translate. */
const keptWith =
  (code: string) =>
  ({ before, after, emitted }: RuleStep) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(contextOf(after).failure).toMatchObject({ code })
    expect(emitted).toEqual([])
  }

/** Once the reset is done, nothing in memory keeps the new password. */
const forgotNewPassword = ({ after }: RuleStep) => expect(contextOf(after).fields.newPassword).toBe('')

/** What each transition must do (spec §4 "Forgot password", §5), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'forgotPassword.switchMethod': ({ event, before, after, emitted }) => {
    const { to } = event as AnyEventObject & { to: ForgotPasswordContext['method'] }
    expect(contextOf(after)).toMatchObject({ method: to, fieldErrors: {}, failure: null })
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([])
  },
  'forgotPassword.change': ({ event, before, after, emitted }) => {
    const { field, value } = event as AnyEventObject & { field: ForgotPasswordField; value: string }
    expect(contextOf(after).fields).toEqual({ ...contextOf(before).fields, [field]: value })
    expect(emitted).toEqual([])
  },
  'forgotPassword.dismiss': ({ before, after, emitted }) => {
    expect(contextOf(after).failure).toBeNull()
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([])
  },
  // The SMS child checks and sends, or by e-mail once a code was mailed another is; the form is untouched.
  'forgotPassword.sendCode': ({ before, after, emitted }) => {
    if (contextOf(before).method === 'email') {
      expect(contextOf(before).emailCodeSent).toBe(true)
      expect(after.matches('emailing')).toBe(true)
    }
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([])
  },
  'forgotPassword.submit': ({ before, after, emitted }) => {
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([])
    if (after.matches('editing')) {
      // Refused beside the fields: no call.
      expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
      return
    }
    expect(contextOf(after)).toMatchObject({ fieldErrors: {}, failure: null })
    const { method, emailCodeSent } = contextOf(before)
    expect(after.matches(method === 'mobileNum' || emailCodeSent ? 'settingPassword' : 'emailing')).toBe(true)
  },
  'xstate.done.actor.loadCountryCodes': ({ after, emitted }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).countryCodes).toEqual([{ countryCode: 'VN', countryDialingCode: '84' }])
    expect(emitted).toEqual([])
  },
  // Without the list the user types the dialing code.
  'xstate.error.actor.loadCountryCodes': ({ before, after, emitted }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  // The code is mailed: the form now asks for it and the new password, as typed so far.
  'xstate.done.actor.sendResetEmail': ({ before, after, emitted }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).emailCodeSent).toBe(true)
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([{ type: 'notice', code: 'password.emailSent' }])
  },
  'xstate.error.actor.sendResetEmail': (step) => {
    const error = (step.event as AnyEventObject & { error: ApiError }).error
    keptWith(error.code ?? 'network')(step)
  },
  'xstate.done.actor.setPassword': ({ before, after, emitted }) => {
    expect(after.matches('signingIn')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  'xstate.error.actor.setPassword': keptWith('wrong_sms_code'),
  // Signed in with the new password: the token to the session, then home.
  'xstate.done.actor.signIn': (step) => {
    expect(step.after.matches('signedIn')).toBe(true)
    forgotNewPassword(step)
    expect(step.emitted).toEqual([
      { type: 'session.start', token: 'fresh', firstLogin: false },
      { type: 'navigate', to: '/', replace: true },
    ])
  },
  // The password is changed all the same: the member is told and sent to sign in.
  'xstate.error.actor.signIn': (step) => {
    expect(step.after.matches('passwordReset')).toBe(true)
    forgotNewPassword(step)
    expect(step.emitted).toEqual([
      { type: 'notice', code: 'password.reset' },
      { type: 'navigate', to: '/login', replace: true },
    ])
  },
  // The SMS button's state mirrored for the view; the form is untouched.
  'xstate.snapshot.sms': ({ before, after, emitted }) => {
    expect(contextOf(after).fields).toEqual(contextOf(before).fields)
    expect(emitted).toEqual([])
  },
}

/** The fields of each method, with a valid value, typed one at a time into the first empty one. */
const formOf: Record<string, [ForgotPasswordField, string][]> = {
  email: [
    ['username', 'member01'],
    ['email', 'member01@example.com'],
    ['verificationCode', '123456'],
    ['newPassword', 'Fresh5678'],
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
    rules,
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
