import { describe } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { member, networkDown } from '../../testing/fixtures'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { captchaMachine } from './captcha.machine'
import { loginMachine } from './login.machine'
import type { LoginContext, LoginInput } from './login.types'

const machine = loginMachine.provide({ actions: { startSession: () => {}, applyRememberMe: () => {} } })

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
  input,
  keepActors: ['captcha'],
  outputs: {
    botCheck: ['bot-token'],
    submitLogin: [
      { token: 'fresh', firstTimeLogin: false, passwordExpired: false },
      { token: 'fresh', firstTimeLogin: true, passwordExpired: true },
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

describe('captcha model', () => {
  const options = {
    events: () => [{ type: 'captcha.load' }, { type: 'captcha.refresh' }],
    outputs: { loadCaptcha: ['data:image/svg+xml;base64,AAAA'] },
  }
  testModel(captchaMachine, options)
})

testTransitionCoverage(machine)
testTransitionCoverage(captchaMachine)
