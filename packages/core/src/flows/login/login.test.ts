import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError } from '../../api/errors'
import type { LoginResponse } from '../../api/schemas/session'
import { agent, member, networkDown } from '../../testing/fixtures'
import type { SessionStart } from '../session/session.types'
import { captchaMachine } from './captcha.machine'
import { connectLogin } from './login.connect'
import { loginMachine } from './login.machine'
import type { LoginEmitted, LoginEvent, LoginInput, SubmitLoginInput } from './login.types'

const allFlags = { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true }
const ok = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  ...overrides,
})
const refused = (code: string, value?: unknown) =>
  new ApiError({
    kind: 'business',
    endpoint: 'login',
    code,
    serverMessage: 'refused',
    ...(value ? { value } : {}),
  })

type Answer = LoginResponse | Error

/** A login actor with recording fakes; `answers` are the login call's answers, in order. */
function start(input: Partial<LoginInput> = {}, answers: Answer[] = [ok()]) {
  const clock = new SimulatedClock()
  const submitted: SubmitLoginInput[] = []
  const sessions: SessionStart[] = []
  const remembered: unknown[] = []
  const emitted: LoginEmitted[] = []
  let captchaLoads = 0
  let botChecks = 0
  const logic = loginMachine.provide({
    actors: {
      botCheck: fromPromise(async () => {
        botChecks += 1
        return 'bot-token'
      }),
      submitLogin: fromPromise(async ({ input }) => {
        submitted.push(input)
        const answer = answers.shift() ?? ok()
        if (answer instanceof Error) throw answer
        return answer
      }),
      awaitMember: fromPromise(async () => (input.audience === 'agent' ? agent : member)),
      captcha: captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise(async () => {
            captchaLoads += 1
            return `image-${captchaLoads}`
          }),
        },
      }),
    },
    actions: {
      startSession: (_, session) => void sessions.push(session),
      applyRememberMe: (_, value) => void remembered.push(value),
    },
  })
  const actor = createActor(logic, { input: { flags: allFlags, ...input }, clock })
  for (const type of ['navigate', 'notice', 'password.changeRequired'] as const)
    actor.on(type, (event) => void emitted.push(event))
  actor.start()
  const send = (...events: LoginEvent[]) => {
    for (const event of events) actor.send(event)
  }
  const view = () => connectLogin(actor.getSnapshot())
  return {
    actor,
    clock,
    send,
    view,
    submitted,
    sessions,
    remembered,
    emitted,
    counts: () => ({ captchaLoads, botChecks }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const fillUsername = (username = 'player01', password = 'Secret12'): LoginEvent[] => [
  { type: 'login.change', field: 'username', value: username },
  { type: 'login.change', field: 'password', value: password },
  { type: 'login.agree', on: true },
]

describe('login types', () => {
  test('both on: username first, with a selector; switching keeps the fields', () => {
    const login = start()
    expect(login.view()).toMatchObject({ type: 'username', canSwitchType: true })
    login.send({ type: 'login.change', field: 'username', value: 'player01' })
    login.send({ type: 'login.switchType', to: 'sms' })
    expect(login.view()).toMatchObject({ type: 'sms', fields: { username: 'player01' } })
  })

  test('sms only when username registration is off and mobile login on; no selector', () => {
    const login = start({ flags: { ...allFlags, USERNAMEREG3: false } })
    expect(login.view()).toMatchObject({ type: 'sms', canSwitchType: false })
    login.send({ type: 'login.switchType', to: 'username' })
    expect(login.view().type).toBe('sms')
  })

  test('the remembered username and mobile number prefill the form, remember-me ticked', () => {
    const login = start({ remembered: { username: 'player01', mobileNum: '912345678' } })
    expect(login.view()).toMatchObject({
      remember: true,
      fields: { username: 'player01', mobileNum: '912345678', password: '' },
    })
  })
})

describe('validation', () => {
  test('an empty username form gives codes for every field and makes no call', () => {
    const login = start()
    login.send({ type: 'login.change', field: 'username', value: '   ' }, { type: 'login.submit' })
    expect(login.view().fieldErrors).toEqual({
      username: { code: 'required' },
      password: { code: 'required' },
      agreement: { code: 'agreement' },
    })
    expect(login.view().status).toBe('editing')
    expect(login.submitted).toEqual([])
  })

  test('sms mode checks the mobile rule and the code', () => {
    const login = start()
    login.send(
      { type: 'login.switchType', to: 'sms' },
      { type: 'login.change', field: 'mobileNum', value: '12ab' },
      { type: 'login.agree', on: true },
      { type: 'login.submit' },
    )
    expect(login.view().fieldErrors).toEqual({
      mobileNum: { code: 'mobile' },
      verificationCode: { code: 'required' },
    })
  })
})

describe('sign-in', () => {
  test('bot check, then the call with a trimmed username; the session gets the token; home after the member', async () => {
    const login = start({ remembered: {} }, [ok({ firstTimeLogin: true })])
    login.send(...fillUsername('  player01 ', 'Secret12'), { type: 'login.submit' })
    expect(login.view()).toMatchObject({ submitting: true, canSubmit: false })
    await settle()
    expect(login.counts().botChecks).toBe(1)
    expect(login.submitted).toEqual([
      { type: 'username', username: 'player01', password: 'Secret12', botToken: 'bot-token', side: 'member' },
    ])
    expect(login.sessions).toEqual([{ token: 'tok-1', firstLogin: true }])
    expect(login.remembered).toEqual([null])
    expect(login.emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(login.actor.getSnapshot().status).toBe('done')
  })

  test('the agent login goes to /agentHome', async () => {
    const login = start({ audience: 'agent' })
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.submitted[0]?.side).toBe('agent')
    expect(login.emitted).toEqual([{ type: 'navigate', to: '/agentHome', replace: true }])
  })

  test('sms login skips the bot check and remembers the mobile number, never the code', async () => {
    const login = start()
    login.send(
      { type: 'login.switchType', to: 'sms' },
      { type: 'login.change', field: 'mobileNum', value: '912345678' },
      { type: 'login.change', field: 'verificationCode', value: '{secret}' },
      { type: 'login.agree', on: true },
      { type: 'login.remember', on: true },
      { type: 'login.submit' },
    )
    await settle()
    expect(login.counts().botChecks).toBe(0)
    expect(login.submitted[0]).toEqual({
      type: 'sms',
      username: '912345678',
      password: '{secret}',
      side: 'member',
    })
    expect(login.remembered).toEqual([{ username: null, mobileNum: '912345678' }])
    // The platform decides: an SMS sign-in owes no change, whatever the code reads.
    expect(login.emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
  })

  test.each([
    ['the default password', '{secret}', ok({ passwordChange: 'default' }), allFlags, 'default'],
    [
      'an expired password with the forced change on',
      'Secret12',
      ok({ passwordExpired: true, passwordChange: 'expired' }),
      allFlags,
      'expired',
    ],
  ] as const)(
    'the platform saying %s is owed sends the user to /changePassword with the old password in memory',
    async (_, password, answer, flags, reason) => {
      const login = start({ flags }, [answer])
      login.send(...fillUsername('player01', password), { type: 'login.submit' })
      await settle()
      // The old password goes to the session (memory), not into an event that an inspector or logger sees.
      expect(login.sessions).toEqual([
        expect.objectContaining({ passwordChange: { reason, oldPassword: password } }),
      ])
      expect(login.emitted).toEqual([
        { type: 'password.changeRequired', reason },
        { type: 'navigate', to: '/changePassword', replace: true },
      ])
    },
  )

  test('an expired password the platform does not force (no passwordChange) goes home', async () => {
    const login = start({ flags: { ...allFlags, PWDEXPFORCECHANGE3: false } }, [
      ok({ passwordExpired: true, passwordChange: null }),
    ])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
  })
})

describe('failures', () => {
  test('wrong credentials: loader stops, a code, the fields kept, no session', async () => {
    const login = start({}, [refused('wrong_credentials')])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.view()).toMatchObject({
      status: 'editing',
      submitting: false,
      canSubmit: true,
      failure: { code: 'wrong_credentials', kind: 'business', serverMessage: 'refused' },
      fields: { username: 'player01', password: 'Secret12' },
    })
    expect(login.sessions).toEqual([])
  })

  test('no answer is the network code', async () => {
    const login = start({}, [networkDown])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.view().failure).toEqual({ code: 'network', kind: 'network' })
  })

  test('a failure holding captcha shows the field and loads the image; then the captcha is required and sent', async () => {
    const login = start({}, [refused('captcha_required', { captcha: true }), ok()])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.view().captcha).toEqual({
      shown: true,
      image: 'data:image/png;base64,image-1',
      loading: false,
      failed: false,
    })
    login.send({ type: 'login.submit' })
    expect(login.view().fieldErrors).toEqual({ captcha: { code: 'required' } })
    login.send({ type: 'login.change', field: 'captcha', value: ' ab12 ' }, { type: 'login.submit' })
    await settle()
    expect(login.submitted[1]).toMatchObject({ captcha: 'ab12' })
    expect(login.sessions).toHaveLength(1)
  })

  test('captcha refresh runs at most once per second; a click inside the window runs when it ends', async () => {
    const login = start({}, [refused('captcha_required', { captcha: true })])
    login.send({ type: 'login.refreshCaptcha' })
    expect(login.counts().captchaLoads).toBe(0)
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.counts().captchaLoads).toBe(1)
    login.send({ type: 'login.refreshCaptcha' }, { type: 'login.refreshCaptcha' })
    await settle()
    expect(login.counts().captchaLoads).toBe(1)
    login.clock.increment(999)
    await settle()
    expect(login.counts().captchaLoads).toBe(1)
    login.clock.increment(1)
    await settle()
    expect(login.counts().captchaLoads).toBe(2)
    expect(login.view().captcha.image).toBe('data:image/png;base64,image-2')
    login.clock.increment(1000)
    login.send({ type: 'login.refreshCaptcha' })
    await settle()
    expect(login.counts().captchaLoads).toBe(3)
  })

  test('a new IP asks for a second factor among the offered methods, then resubmits with it', async () => {
    const login = start({}, [
      refused('second_check_required', { methods: ['sms', 'totp', 'authenticator'] }),
      ok(),
    ])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    expect(login.view()).toMatchObject({
      status: 'secondCheck',
      secondCheck: { methods: ['sms', 'authenticator'] },
      canSubmit: false,
    })
    login.send({ type: 'login.secondCheck', method: 'email', value: 'a@b.c' })
    expect(login.view().status).toBe('secondCheck')
    login.send({ type: 'login.secondCheck', method: 'authenticator', value: '123456' })
    await settle()
    expect(login.submitted[1]).toMatchObject({ secondCheck: { method: 'authenticator', value: '123456' } })
    expect(login.sessions).toHaveLength(1)
  })

  test('cancelling the second check goes back to the form', async () => {
    const login = start({}, [refused('second_check_required', { methods: ['email'] })])
    login.send(...fillUsername(), { type: 'login.submit' })
    await settle()
    login.send({ type: 'login.cancel' })
    expect(login.view()).toMatchObject({ status: 'editing', secondCheck: null, canSubmit: true })
  })

  test('the server refuses a non-member with its code', async () => {
    const login = start({}, [refused('non_member')])
    login.send(...fillUsername('partner01'), { type: 'login.submit' })
    await settle()
    expect(login.view().failure?.code).toBe('non_member')
  })
})
