import { describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/errors'
import type { RegisterRules } from '../../api/schemas/system'
import { networkDown } from '../../testing/fixtures'
import { modelEdges, replay, testModel, testTransitionCoverage } from '../../testing/model'
import { registerMachine } from './register.machine'
import { visibleFields } from './register.rules'
import type { RegisterContext, RegisterInput, RegisterOutcome, RegisterSubmission } from './register.types'
import { registerSubmitMachine } from './register-submit.machine'

const machine: AnyStateMachine = registerMachine.provide({ actions: { startSession: () => {} } })

const rule = (required: boolean, patternId = 0) => ({
  enabled: true,
  required,
  patternId,
  acceptedPattern: '*',
  min: 1,
  max: 20,
})

const withCaptcha: RegisterRules = { mobileNum: rule(false, 6), captcha: rule(true) }
const withoutCaptcha: RegisterRules = { mobileNum: rule(false, 6) }

/** A valid value per field, typed into the first empty field the form shows, one at a time. */
const validValues: Record<string, string> = {
  username: 'player01',
  mobileNum: '912345678',
  verificationCode: '123456',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  captcha: 'abcd',
}

function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // A finished flow takes no more events.
  if (snapshot.status === 'done') return []
  const context = snapshot.context as RegisterContext
  const events: AnyEventObject[] = [
    { type: 'register.submit' },
    { type: 'register.sendCode' },
    { type: 'register.reset' },
    { type: 'register.dismiss' },
    { type: 'register.refreshCaptcha' },
    { type: 'register.retry' },
    { type: 'register.switchMode', to: context.mode === 'register' ? 'registerMobile' : 'register' },
  ]
  if (!context.agreed) events.push({ type: 'register.agree', on: true })
  const empty = visibleFields(context).find(
    (field) => field.name in validValues && context.fields[field.name] === '',
  )
  if (empty) events.push({ type: 'register.change', field: empty.name, value: validValues[empty.name] })
  return events
}

const outcomes: RegisterOutcome[] = [
  { status: 'signedIn', token: 'fresh' },
  { status: 'registered', failure: { code: 'wrong_credentials', kind: 'business' } },
  { status: 'failed', failure: { code: 'invitation_code_error', kind: 'business' } },
]

const flags = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false }

describe.each<[string, RegisterInput, RegisterRules[]]>([
  [
    'both modes, rules with and without captcha',
    { flags, domain: 'portal.test' },
    [withCaptcha, withoutCaptcha],
  ],
  [
    'mobile only, phone-auth route, an affiliate code in the address',
    {
      flags: { ...flags, USERNAMEREG3: false, MOBILENUMPASSREG3: false },
      domain: 'portal.test',
      affiliateCode: 'AG2024',
      phoneAuth: true,
    },
    [withoutCaptcha],
  ],
])('register model: %s', (_, input, rules) => {
  const options = {
    events: userEvents,
    input,
    keepActors: ['sms', 'captcha'],
    outputs: {
      loadSettings: rules.map((r) => ({
        rules: r,
        countryCodes: [{ countryCode: 'VN', countryDialingCode: '84' }],
      })),
      submit: outcomes,
    },
    errors: { loadSettings: [networkDown], submit: [new Error('child stopped')] },
  }
  testModel(machine, options)
})

const submission = (overrides: Partial<RegisterSubmission>): RegisterSubmission => ({
  mode: 'register',
  request: { username: 'player01', password: 'Secret12', registerMethod: 'WEB', domain: 'portal.test' },
  affiliate: null,
  phoneAuth: null,
  credentials: { username: 'player01', password: 'Secret12' },
  ...overrides,
})

const refused = (endpoint: string, code: string) => new ApiError({ kind: 'business', endpoint, code })

const submissionModel = (input: RegisterSubmission) => ({
  events: () => [],
  input,
  outputs: {
    checkAffiliate: [{ valid: true }],
    botCheck: ['bot-token'],
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
})

describe('register submission model: affiliate code and phone-auth', () => {
  const input = submission({
    affiliate: { code: 'AG2024', domain: 'portal.test' },
    phoneAuth: { verificationId: 'verification-1', code: '123456' },
  })
  testModel(registerSubmitMachine, submissionModel(input))
})

describe('register submission model: plain, no password to sign in with', () => {
  const options = submissionModel(submission({ credentials: null }))
  const edges = modelEdges(registerSubmitMachine, options)
  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(registerSubmitMachine, edge, options)
    actor.stop()
  })
})

test('the phone-auth route with no code sent ends at once with verify_first', async () => {
  const input = submission({ phoneAuth: { verificationId: null, code: '123456' } })
  // Replayed as a path of no steps, so the model's coverage counts the transition it takes on start.
  const actor = await replay(registerSubmitMachine, { name: 'start', steps: [] }, submissionModel(input))
  expect(actor.getSnapshot().output).toEqual({
    status: 'failed',
    failure: { code: 'verify_first', kind: 'phone-auth' },
  })
})

testTransitionCoverage(machine)
testTransitionCoverage(registerSubmitMachine)
