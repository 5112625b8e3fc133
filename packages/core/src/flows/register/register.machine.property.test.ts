import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import type { RegisterRules } from '../../api/schemas/system'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { registerMachine } from './register.machine'
import type { RegisterContext, RegisterOutcome, RegisterSubmission } from './register.types'
import { registerSubmitMachine } from './register-submit.machine'

const sessions: string[] = []
const machine: AnyStateMachine = registerMachine.provide({
  actions: { startSession: (_, { token }) => void sessions.push(token) },
})

const rule = (required: boolean, patternId = 0) => ({
  enabled: true,
  required,
  patternId,
  acceptedPattern: '*',
  min: 1,
  max: 20,
})
const rules: RegisterRules = { mobileNum: rule(false, 6) }

const filled = fc
  .constantFrom('Secret12', 'Other345')
  .map((password) => [
    { type: 'register.switchMode', to: 'register' },
    { type: 'register.change', field: 'username', value: 'player01' },
    { type: 'register.change', field: 'password', value: password },
    { type: 'register.change', field: 'confirmPassword', value: password },
    { type: 'register.agree', on: true },
    { type: 'register.submit' },
  ])
const change = (field: string, values: string[]) =>
  fc.constantFrom(...values).map((value) => ({ type: 'register.change', field, value }))

const events = fc.oneof(
  filled,
  change('username', ['player01', '', '1bad']),
  change('password', ['Secret12', '']),
  change('confirmPassword', ['Secret12', 'Mismatch9', '']),
  change('mobileNum', ['912345678', '12']),
  fc.boolean().map((on) => ({ type: 'register.agree', on })),
  fc.constantFrom('register', 'registerMobile').map((to) => ({ type: 'register.switchMode', to })),
  fc.constantFrom(
    { type: 'register.submit' },
    { type: 'register.sendCode' },
    { type: 'register.reset' },
    { type: 'register.dismiss' },
    { type: 'register.retry' },
  ),
)

const outcomes: RegisterOutcome[] = [
  { status: 'signedIn', token: 'fresh' },
  { status: 'registered', failure: { code: 'wrong_credentials', kind: 'business' } },
  { status: 'failed', failure: { code: 'invitation_code_error', kind: 'business' } },
]

const flags = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false }

describe('register machine properties over random forms, modes and outcomes', () => {
  test('spec §4 "Registration", §5: one submission at a time, only with the agreement ticked and the passwords equal; success signs in and goes to /; a failure keeps what was typed', async () => {
    const visits = await checkMachine({
      machine,
      input: { flags, domain: 'portal.test' },
      events,
      keepActors: ['sms', 'captcha'],
      outputs: {
        loadSettings: [{ rules, countryCodes: [{ countryCode: 'VN', countryDialingCode: '84' }] }],
        submit: outcomes,
      },
      errors: { loadSettings: [networkDown], submit: [new Error('child stopped')] },
      start: () => {
        sessions.length = 0
      },
      check: ({ before, after, started, pending, answered, emitted }) => {
        const was = before.context as RegisterContext
        const is = after.context as RegisterContext
        expect(pending.filter((call) => call.id === 'submit').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'submit')) {
          const sent = call.input as RegisterSubmission
          // The agreement (18+, terms) must be ticked before register (spec §5).
          expect(is.agreed).toBe(true)
          const request = sent.request as Record<string, unknown>
          if (sent.mode === 'register') {
            expect(request.username).toBe('player01')
            expect(is.fields.confirmPassword).toBe(is.fields.password)
          }
        }
        if (answered?.id === 'submit') {
          const outcome = answered.ok ? (answered.value as RegisterOutcome) : null
          if (outcome?.status === 'signedIn') {
            // Registration success leads to auto-login, then / (spec §4).
            expect(sessions).toEqual(['fresh'])
            expect(emitted).toContainEqual(expect.objectContaining({ type: 'navigate', to: '/' }))
          } else if (outcome?.status !== 'registered') {
            expect({ ...is.fields, captcha: '' }).toEqual({ ...was.fields, captcha: '' })
            expect(is.failure).not.toBeNull()
          }
        }
      },
    })
    expect(visited(visits, 'signedIn')).toBe(true)
    expect(visited(visits, 'registered')).toBe(true)
  }, 120_000)
})

const refused = (endpoint: string, code: string) => new ApiError({ kind: 'business', endpoint, code })

describe('register submission properties over random answer outcomes', () => {
  test('spec §4 "Registration": affiliate check, bot check, phone verification, register, sign-in, each at most once and in that order; signed in only after the register call succeeded', async () => {
    const order = ['checkAffiliate', 'botCheck', 'confirmPhone', 'register', 'signIn']
    let calls: string[] = []
    let registered = false
    await checkMachine({
      machine: registerSubmitMachine,
      input: {
        mode: 'register',
        request: { username: 'player01', password: 'Secret12', registerMethod: 'WEB', domain: 'portal.test' },
        affiliate: { code: 'AG2024', domain: 'portal.test' },
        phoneAuth: { verificationId: 'verification-1', code: '123456' },
        credentials: { username: 'player01', password: 'Secret12' },
      },
      // The submission takes no events: only the order and outcome of the answers vary.
      events: fc.constant({ type: 'noop' }),
      outputs: {
        checkAffiliate: [{ valid: true }],
        botCheck: ['bot-token'],
        confirmPhone: [{ code: 'ok' }],
        register: [{ token: 'fresh' }, { token: null }],
        signIn: [{ token: 'signed-in' }],
      },
      errors: {
        checkAffiliate: [refused('affiliateCheck', 'invalid_affiliate_code'), networkDown],
        botCheck: [new Error('closed')],
        confirmPhone: [{ code: 'invalid-verification-code' }],
        register: [refused('registerMember', 'username_taken'), networkDown],
        signIn: [refused('login', 'wrong_credentials')],
      },
      start: () => {
        calls = []
        registered = false
      },
      check: ({ after, started, pending, answered }) => {
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) calls.push(call.id)
        // Each step once (one user action, exactly one register request), in the spec's order.
        expect(new Set(calls).size).toBe(calls.length)
        expect([...calls].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(calls)
        if (answered?.id === 'register' && answered.ok) registered = true
        if (after.status === 'done' && (after.output as RegisterOutcome).status !== 'failed')
          expect(registered).toBe(true)
      },
    })
  }, 120_000)
})
