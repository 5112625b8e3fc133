import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordContext } from './forgot-password.types'

const sessions: string[] = []
const machine: AnyStateMachine = forgotPasswordMachine.provide({
  actions: { startSession: (_, { token }) => void sessions.push(token) },
})

const change = (field: string, values: string[]) =>
  fc.constantFrom(...values).map((value) => ({ type: 'forgotPassword.change', field, value }))

const byEmail = [
  { type: 'forgotPassword.switchMethod', to: 'email' },
  { type: 'forgotPassword.change', field: 'username', value: 'member01' },
  { type: 'forgotPassword.change', field: 'email', value: 'member01@example.com' },
  { type: 'forgotPassword.submit' },
]
const emailedCode = [
  { type: 'forgotPassword.change', field: 'verificationCode', value: '123456' },
  { type: 'forgotPassword.change', field: 'newPassword', value: 'Fresh5678' },
  { type: 'forgotPassword.submit' },
]
const byMobile = [
  { type: 'forgotPassword.switchMethod', to: 'mobileNum' },
  { type: 'forgotPassword.change', field: 'mobileNum', value: '912345678' },
  { type: 'forgotPassword.change', field: 'verificationCode', value: '123456' },
  { type: 'forgotPassword.change', field: 'newPassword', value: 'Fresh5678' },
  { type: 'forgotPassword.submit' },
]

const events = fc.oneof(
  fc.constantFrom(byEmail, byMobile, emailedCode),
  change('username', ['member01', '', 'a b']),
  change('email', ['member01@example.com', 'not-an-email', '']),
  change('mobileNum', ['912345678', '12', '']),
  change('verificationCode', ['123456', '']),
  change('newPassword', ['Fresh5678', ' Fresh5678 ', '']),
  fc.constantFrom('email', 'mobileNum').map((to) => ({ type: 'forgotPassword.switchMethod', to })),
  fc.constantFrom(
    { type: 'forgotPassword.submit' },
    { type: 'forgotPassword.sendCode' },
    { type: 'forgotPassword.dismiss' },
  ),
)

const refused = (endpoint: string, code: string) => new ApiError({ kind: 'business', endpoint, code })
const calls = ['sendResetEmail', 'setPassword', 'signIn']

describe('forgot-password machine properties over random forms, methods and answers', () => {
  test('spec §4 "Forgot password", §5: a call only with a valid form, one at a time; the reset signs in with the new password or sends to /login; what was typed survives a refusal; the password is forgotten at the end', async () => {
    const visits = await checkMachine({
      machine,
      input: { flags: { CHNGPASSVERIF3: true }, country: 'VN' },
      events,
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
      start: () => {
        sessions.length = 0
      },
      check: ({ before, after, started, pending, answered, emitted }) => {
        const was = before.context as ForgotPasswordContext
        const is = after.context as ForgotPasswordContext
        expect(pending.filter((call) => calls.includes(call.id)).length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const sent = call.input as Record<string, string>
          if (call.id === 'sendResetEmail') {
            expect(sent.username).not.toBe('')
            expect(sent.email).toMatch(/^[^@\s]+@[^@\s]+$/)
          }
          // By e-mail only with a mailed code, for the account typed; by mobile with the number.
          if (call.id === 'setPassword') {
            expect(sent.by === 'email' ? was.emailCodeSent : true).toBe(true)
            for (const field of [
              sent.by === 'email' ? 'username' : 'mobileNum',
              'verificationCode',
              'newPassword',
            ])
              expect(sent[field]).not.toBe('')
          }
          // Automatic login with the new password, the one just set (spec §4).
          if (call.id === 'signIn')
            expect(sent).toEqual({
              username: (was.method === 'email' ? was.fields.username : was.fields.mobileNum).trim(),
              password: was.fields.newPassword.trim(),
            })
        }
        if (answered && !answered.ok && answered.id !== 'signIn' && answered.id !== 'loadCountryCodes') {
          expect(is.fields).toEqual(was.fields)
          expect(is.failure).not.toBeNull()
        }
        if (answered?.id === 'signIn') {
          if (answered.ok) {
            expect(sessions).toEqual(['fresh'])
            expect(emitted).toContainEqual({ type: 'navigate', to: '/', replace: true })
          } else expect(emitted).toContainEqual({ type: 'navigate', to: '/login', replace: true })
        }
        // Once the flow is over, the new password is nowhere in memory.
        if (after.status === 'done') expect(is.fields.newPassword).toBe('')
      },
    })
    for (const end of ['emailing', 'signedIn', 'passwordReset']) expect(visited(visits, end)).toBe(true)
  }, 120_000)
})
