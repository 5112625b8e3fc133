import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import type { LoginResponse } from '../../api/schemas/session'
import { member, networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import type { SessionStart } from '../session/session.types'
import { loginMachine } from './login.machine'
import type { LoginContext, LoginInput, SubmitLoginInput } from './login.types'

const sessions: SessionStart[] = []
const machine = loginMachine.provide({
  actions: { startSession: (_, start) => void sessions.push(start), applyRememberMe: () => {} },
})

const refused = (code: string, value?: unknown) =>
  new ApiError({ kind: 'business', endpoint: 'login', code, ...(value ? { value } : {}) })

const change = (field: string, values: string[]) =>
  fc.constantFrom(...values).map((value) => ({ type: 'login.change', field, value }))

/** A whole valid form and a submit in one step, so random runs reach the call and what follows it. */
const filledForm = fc
  .tuple(fc.boolean(), fc.constantFrom('secret1', '{secret}'))
  .map(([sms, password]) => [
    { type: 'login.switchType', to: sms ? 'sms' : 'username' },
    { type: 'login.change', field: sms ? 'mobileNum' : 'username', value: sms ? '912345678' : 'player01' },
    { type: 'login.change', field: sms ? 'verificationCode' : 'password', value: password },
    { type: 'login.agree', on: true },
    { type: 'login.submit' },
  ])

const events = fc.oneof(
  filledForm,
  change('username', ['player01', ' player02 ', '']),
  change('password', ['secret1', '{secret}', '']),
  change('mobileNum', ['912345678', '12', '']),
  change('verificationCode', ['123456', '']),
  change('captcha', ['abcd', '']),
  fc.constantFrom('username', 'sms').map((to) => ({ type: 'login.switchType', to })),
  fc.boolean().map((on) => ({ type: 'login.agree', on })),
  fc.boolean().map((on) => ({ type: 'login.remember', on })),
  fc.constantFrom(
    { type: 'login.submit' },
    { type: 'login.submit' },
    { type: 'login.refreshCaptcha' },
    { type: 'login.cancel' },
    { type: 'login.secondCheck', method: 'sms', value: '654321' },
    { type: 'login.secondCheck', method: 'authenticator', value: '111111' },
  ),
)

const ok = (passwordExpired: boolean): LoginResponse =>
  ({
    token: 'fresh',
    firstTimeLogin: false,
    passwordExpired,
    passwordChange: passwordExpired ? 'expired' : null,
  }) as LoginResponse

describe.each<[string, LoginInput]>([
  [
    'member, username and sms',
    { flags: { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true } },
  ],
  [
    'agent, username only, no forced change',
    {
      flags: { USERNAMEREG3: true, MOBILEVERCODELOGIN3: false, PWDEXPFORCECHANGE3: false },
      audience: 'agent',
    },
  ],
])('login machine properties (%s)', (_, input) => {
  test('spec §4 "Login flow", §5: one submit at a time, only a valid form, bot check first for non-SMS, the form survives every failure, the password change when due', async () => {
    const visits = await checkMachine({
      machine,
      input,
      events,
      keepActors: ['captcha'],
      maxSteps: 40,
      outputs: { botCheck: ['bot-token'], submitLogin: [ok(false), ok(true)], awaitMember: [member] },
      errors: {
        botCheck: [new Error('bot check closed')],
        submitLogin: [
          refused('wrong_credentials'),
          refused('captcha_required', { captcha: true }),
          refused('second_check_required', { methods: ['sms', 'email'] }),
          networkDown,
        ],
        awaitMember: [networkDown],
      },
      start: () => {
        sessions.length = 0
      },
      check: ({ before, after, started, pending, answered, emitted }) => {
        const was = before.context as LoginContext
        const is = after.context as LoginContext
        // Never a submit while one is in flight (one user action, one request).
        expect(
          pending.filter((call) => ['botCheck', 'submitLogin'].includes(call.id)).length,
        ).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'submitLogin')) {
          const sent = call.input as SubmitLoginInput
          expect(is.agreed).toBe(true)
          expect(sent.username).not.toBe('')
          expect(sent.password).not.toBe('')
          expect(sent.type).toBe(is.type)
          // Step 2: non-SMS logins run the bot check first.
          if (sent.type === 'username') expect(sent.botToken).toBe('bot-token')
          if (is.captchaShown) expect(sent.captcha).not.toBe('')
        }
        if (answered?.id === 'submitLogin' && !answered.ok) {
          // Step 7 and the house rule: the loader stops, what was typed stays (a fresh captcha is asked for).
          expect({ ...is.fields, captcha: '' }).toEqual({ ...was.fields, captcha: '' })
          const value = (answered.value as ApiError).value as { captcha?: boolean } | undefined
          if (value?.captcha) expect(is.captchaShown).toBe(true)
          if (!after.matches('secondCheck')) expect(is.failure).not.toBeNull()
        }
        if (answered?.id === 'submitLogin' && answered.ok) {
          expect(sessions.at(-1)?.token).toBe('fresh')
          // Step 5, as the platform decides it: the answer says whether a change is owed.
          const mustChange = (answered.value as LoginResponse).passwordChange != null
          expect(after.matches('changingPassword')).toBe(mustChange)
          if (mustChange)
            expect(emitted).toContainEqual({ type: 'navigate', to: '/changePassword', replace: true })
        }
        // Step 6: home once the member is in; the agent form goes to /agentHome.
        if (answered?.id === 'awaitMember' && answered.ok)
          expect(emitted).toContainEqual({
            type: 'navigate',
            to: input.audience === 'agent' ? '/agentHome' : '/',
            replace: true,
          })
        // Only the offered types (spec §4 "the type defaults to the first enabled option").
        expect(is.types).toContain(is.type)
      },
    })
    expect(visited(visits, 'signedIn') || visited(visits, 'changingPassword')).toBe(true)
  }, 120_000)
})
