import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { LoginResponse } from '../../api/schemas/session'
import { member, networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { hasErrors } from '../../validation/issues'
import { flowFailure } from '../shared/failure'
import { type CaptchaContext, captchaMachine, captchaView } from './captcha.machine'
import { loginMachine } from './login.machine'
import {
  asksForCaptcha,
  passwordChangeReason,
  rememberedOf,
  secondCheckMethodsOf,
  sessionOf,
  validateLogin,
} from './login.rules'
import type { LoginContext, LoginInput } from './login.types'

/**
 * Calls to the caller's actions, with the context they were made from: the context before a step is the one
 * its first actions see (no assign runs before them), so a rule finds its own step's calls.
 */
const calls: { action: 'startSession' | 'applyRememberMe'; params: unknown; context: unknown }[] = []
const machine = loginMachine.provide({
  actions: {
    startSession: ({ context }, params) => void calls.push({ action: 'startSession', params, context }),
    applyRememberMe: ({ context }, params) => void calls.push({ action: 'applyRememberMe', params, context }),
  },
})
const callsOf = ({ before }: RuleStep) =>
  calls.filter((call) => call.context === before.context).map(({ action, params }) => ({ action, params }))

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LoginContext
/** The context less the captcha child's mirrored view, which follows the child on its own. */
const formOf = (snapshot: AnyMachineSnapshot) => {
  const { captcha: _, ...form } = contextOf(snapshot)
  return form
}

/** The step changed the form by `changes` only, left the state `value`, said nothing, called nothing. */
function only(step: RuleStep, value: unknown, changes: Partial<LoginContext> = {}) {
  expect(step.after.value).toEqual(value)
  expect(formOf(step.after)).toEqual({ ...formOf(step.before), ...changes })
  expect(step.emitted).toEqual([])
  expect(callsOf(step)).toEqual(step.before.value === 'awaitingMember' ? sessionCalls(step) : [])
}

/**
 * Waiting for the member, the context is still the one the sign-in's answer saw (that step assigns nothing):
 * its two calls are found, and they must be the only ones: the session is started once.
 */
function sessionCalls(step: RuleStep) {
  const found = callsOf(step)
  expect(found.map((call) => call.action)).toEqual(['startSession', 'applyRememberMe'])
  return found
}

const payload = <T>(step: RuleStep, key: 'output' | 'error') => (step.event as AnyEventObject)[key] as T

/** What each transition must do (spec §4 "Login flow", §8, §9), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'login.change': (step) => {
    const { field, value } = step.event as AnyEventObject & { field: string; value: string }
    only(step, 'editing', { fields: { ...contextOf(step.before).fields, [field]: value } })
  },
  'login.agree': (step) => only(step, 'editing', { agreed: (step.event as AnyEventObject).on }),
  'login.remember': (step) => only(step, 'editing', { remember: (step.event as AnyEventObject).on }),
  'login.switchType': (step) => {
    const { to } = step.event as AnyEventObject & { to: LoginContext['type'] }
    // Only to a type the white label offers; what was typed stays, the old errors go.
    expect(contextOf(step.before).types).toContain(to)
    only(step, 'editing', { type: to, fieldErrors: {}, failure: null })
  },
  'login.refreshCaptcha': (step) => {
    // Only once the server asked for a captcha; the child decides when (throttled), the form is untouched.
    expect(contextOf(step.before).captchaShown).toBe(true)
    only(step, step.before.value)
  },
  'login.submit': (step) => {
    const before = contextOf(step.before)
    const errors = validateLogin(before)
    if (hasErrors(errors)) {
      // Refused beside the fields: no call, what was typed kept.
      only(step, 'editing', { fieldErrors: errors })
      return
    }
    // SMS sign-in has no bot check.
    only(step, before.type === 'sms' ? 'submitting' : 'checkingBot', {
      fieldErrors: {},
      failure: null,
      botToken: null,
      secondFactor: null,
    })
  },
  'xstate.done.actor.botCheck': (step) =>
    only(step, 'submitting', { botToken: payload<string>(step, 'output') }),
  'xstate.error.actor.botCheck': (step) =>
    only(step, 'editing', { failure: { code: 'bot_check_failed', kind: 'bot-check' } }),
  'xstate.done.actor.submitLogin': (step) => {
    const before = contextOf(step.before)
    const answer = payload<LoginResponse>(step, 'output')
    const reason = passwordChangeReason(answer)
    const remembered = { action: 'applyRememberMe', params: rememberedOf(before) }
    expect(formOf(step.after)).toEqual(formOf(step.before))
    if (reason) {
      // The token and the old password go to the session (memory), never into an event.
      expect(step.after.value).toBe('changingPassword')
      expect(callsOf(step)).toEqual([
        {
          action: 'startSession',
          params: { ...sessionOf(answer), passwordChange: { reason, oldPassword: before.fields.password } },
        },
        remembered,
      ])
      expect(step.emitted).toEqual([
        { type: 'password.changeRequired', reason },
        { type: 'navigate', to: '/changePassword', replace: true },
      ])
    } else {
      expect(step.after.value).toBe('awaitingMember')
      expect(callsOf(step)).toEqual([{ action: 'startSession', params: sessionOf(answer) }, remembered])
      expect(step.emitted).toEqual([])
    }
    expect(JSON.stringify(step.emitted)).not.toContain(before.fields.password || '\u0000')
  },
  'xstate.error.actor.submitLogin': (step) => {
    const error = payload<unknown>(step, 'error')
    const methods = secondCheckMethodsOf(error)
    if (methods) {
      only(step, 'secondCheck', { secondCheck: methods, failure: null })
      return
    }
    // The code to show, the fields kept; a captcha demand shows the field empty with a fresh image.
    const { fields } = contextOf(step.before)
    const ended = { secondCheck: null, secondFactor: null, failure: flowFailure(error) }
    if (asksForCaptcha(error))
      only(step, 'editing', { ...ended, captchaShown: true, fields: { ...fields, captcha: '' } })
    else only(step, 'editing', ended)
  },
  'login.secondCheck': (step) => {
    const { method, value } = step.event as AnyEventObject & { method: string; value: string }
    expect(contextOf(step.before).secondCheck).toContain(method)
    only(step, 'submitting', { secondFactor: { method, value: value.trim() } as never, failure: null })
  },
  'login.cancel': (step) => only(step, 'editing', { secondCheck: null, secondFactor: null }),
  'xstate.done.actor.awaitMember': (step) => {
    // Home once the session has the member: the agent's own home for the agent login.
    expect(step.after.value).toBe('signedIn')
    expect(formOf(step.after)).toEqual(formOf(step.before))
    const to = contextOf(step.before).audience === 'agent' ? '/agentHome' : '/'
    expect(step.emitted).toEqual([{ type: 'navigate', to, replace: true }])
    sessionCalls(step)
  },
  'xstate.error.actor.awaitMember': (step) =>
    only(step, 'editing', { failure: { code: 'member_info_failed', kind: 'network' } }),
  'xstate.snapshot.captcha': (step) => {
    const { snapshot } = step.event as AnyEventObject & { snapshot: Parameters<typeof captchaView>[0] }
    expect(contextOf(step.after).captcha).toEqual(captchaView(snapshot))
    expect(formOf(step.after)).toEqual(formOf(step.before))
  },
}

const refused = (code: string, value?: unknown) =>
  new ApiError({ kind: 'business', endpoint: 'login', code, ...(value ? { value } : {}) })

/**
 * The user's next useful moves, given the form: each empty field gets one sample value (two for the password,
 * so the default-password branch is reached), so the graph stays finite and every branch is reachable.
 */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as LoginContext
  const { fields } = context
  const change = (field: string, value: string) => ({ type: 'login.change', field, value })
  const events: AnyEventObject[] = [
    { type: 'login.submit' },
    { type: 'login.refreshCaptcha' },
    { type: 'login.secondCheck', method: 'sms', value: '123456' },
    { type: 'login.cancel' },
    { type: 'login.switchType', to: context.type === 'sms' ? 'username' : 'sms' },
  ]
  if (!context.agreed) events.push({ type: 'login.agree', on: true })
  if (!context.remember) events.push({ type: 'login.remember', on: true })
  if (context.type === 'username') {
    if (fields.username === '') events.push(change('username', 'player01'))
    else if (fields.password === '')
      events.push(change('password', 'secret1'), change('password', '{secret}'))
  } else if (fields.mobileNum === '') events.push(change('mobileNum', '912345678'))
  else if (fields.verificationCode === '') events.push(change('verificationCode', '123456'))
  if (context.captchaShown && fields.captcha === '') events.push(change('captcha', 'abcd'))
  return events
}

const model = (input: LoginInput) => ({
  events: userEvents,
  rules,
  input,
  keepActors: ['captcha'],
  outputs: {
    botCheck: ['bot-token'],
    submitLogin: [
      { token: 'fresh', firstTimeLogin: false, passwordExpired: false },
      { token: 'fresh', firstTimeLogin: true, passwordExpired: true, passwordChange: 'expired' },
    ],
    awaitMember: [member],
  },
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
})

const bothTypes = { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true }

describe.each([
  ['member login, username and sms', { flags: bothTypes }],
  ['agent login, username only', { flags: { ...bothTypes, MOBILEVERCODELOGIN3: false }, audience: 'agent' }],
] as const)('login model: %s', (_, input) => {
  const options = model(input)
  testModel(machine, options)
})

const captchaOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CaptchaContext

/** The step left the state `value` and changed the captcha's context by `changes` only. */
function captchaOnly(step: RuleStep, value: string, changes: Partial<CaptchaContext> = {}) {
  expect(step.after.value).toBe(value)
  expect(captchaOf(step.after)).toEqual({ ...captchaOf(step.before), ...changes })
  expect(step.emitted).toEqual([])
}

/** Spec §9: a refresh at most once a second, a refresh asked for meanwhile run after; the server's demand at once. */
const captchaRules: Record<string, (step: RuleStep) => void> = {
  // Every load drops the shown image: asking for a new one spends it.
  'captcha.load': (step) => captchaOnly(step, 'loading', { queued: false, image: null }),
  'captcha.refresh': (step) => {
    if (step.before.value === 'throttled') captchaOnly(step, 'throttled', { queued: true })
    else captchaOnly(step, 'loading', { image: null })
  },
  'xstate.done.actor.loadCaptcha': (step) =>
    captchaOnly(step, 'throttled', { image: payload<string>(step, 'output'), failed: false }),
  'xstate.error.actor.loadCaptcha': (step) => captchaOnly(step, 'throttled', { failed: true }),
  after: (step) => {
    if (captchaOf(step.before).queued) captchaOnly(step, 'loading', { queued: false, image: null })
    else captchaOnly(step, 'ready')
  },
}

describe('captcha model', () => {
  const options = {
    rules: captchaRules,
    events: () => [{ type: 'captcha.load' }, { type: 'captcha.refresh' }],
    outputs: { loadCaptcha: ['data:image/svg+xml;base64,AAAA'] },
  }
  testModel(captchaMachine, options)
})

testTransitionCoverage(machine)
testTransitionCoverage(captchaMachine)
