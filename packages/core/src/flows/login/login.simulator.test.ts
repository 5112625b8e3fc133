import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { memoryCookieJar, memoryStore } from '../../ports/memory'
import { simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectBoot } from '../portal/portal.connect'
import { connectLogin } from './login.connect'
import { provideLogin, provideLoginSms, readRememberedLogin } from './login.provide'
import type { LoginAudience, LoginEmitted, LoginEvent } from './login.types'

/** The login flow wired as the app wires it, against the in-process simulator over the real ky transport. */
let simulator: Simulator
let portal: Portal
let login: Actor<ReturnType<typeof provideLogin>> | undefined

beforeEach(() => {
  simulator = createSimulator()
  sessionStore = memoryStore()
  cookies = memoryCookieJar()
})
afterEach(() => {
  login?.stop()
  portal.actor.stop()
})

const dev = (path: string, body: unknown) => simulatorDev(simulator).post(path, body)
const smsOutbox = () => simulatorDev(simulator).get<Record<string, { code: string }>>('/sms-outbox')

let sessionStore = memoryStore()
let cookies = memoryCookieJar()

async function startLogin(audience: LoginAudience = 'member') {
  portal = simulatedPortal(simulator, { sessionStore })
  portal.actor.start()
  const boot = connectBoot(await waitFor(portal.actor, (s) => connectBoot(s).status === 'ready'))
  if (!boot.flags) throw new Error('no flags after boot')
  const logic = provideLogin({
    api: portal.api,
    session: portal.session,
    cookies,
    botCheck: { verify: async () => 'bot-ok' },
  })
  const actor = createActor(logic, {
    input: { flags: boot.flags, audience, remembered: readRememberedLogin(cookies) },
  })
  const emitted: LoginEmitted[] = []
  for (const type of ['navigate', 'password.changeRequired'] as const)
    actor.on(type, (e) => void emitted.push(e))
  login = actor.start()
  return { actor, emitted }
}

const answered = (actor: Actor<ReturnType<typeof provideLogin>>) =>
  waitFor(actor, (s) => s.status === 'done' || connectLogin(s).canSubmit || s.matches('secondCheck'), {
    timeout: 5000,
  })

const usernameForm = (username: string, password: string): LoginEvent[] => [
  { type: 'login.change', field: 'username', value: username },
  { type: 'login.change', field: 'password', value: password },
  { type: 'login.agree', on: true },
]

function send(actor: Actor<ReturnType<typeof provideLogin>>, events: LoginEvent[]) {
  for (const event of events) actor.send(event)
}

describe('login against the simulator', () => {
  test('a member signs in: the session holds the member, home, the username remembered and never the password', async () => {
    const { actor, emitted } = await startLogin()
    send(actor, [
      ...usernameForm('member01', 'Demo1234'),
      { type: 'login.remember', on: true },
      { type: 'login.submit' },
    ])
    await answered(actor)
    expect(emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(portal.session()?.getSnapshot().context.member?.account).toBe('member01')
    expect(sessionStore.get('token')).toMatch(/^[0-9a-f]+$/)
    expect(cookies.entries()).toEqual({ rememberUsername: 'member01' })

    login?.stop()
    portal.actor.stop()
    const again = await startLogin()
    expect(connectLogin(again.actor.getSnapshot())).toMatchObject({
      remember: true,
      fields: { username: 'member01' },
    })
  })

  test('an agent at the agent login lands on /agentHome', async () => {
    const { actor, emitted } = await startLogin('agent')
    send(actor, [...usernameForm('agent01', 'Demo1234'), { type: 'login.submit' }])
    await answered(actor)
    expect(emitted).toEqual([{ type: 'navigate', to: '/agentHome', replace: true }])
  })

  test('the default password sends the user to /changePassword with it in memory', async () => {
    const { actor, emitted } = await startLogin()
    send(actor, [...usernameForm('default01', '{secret}'), { type: 'login.submit' }])
    await answered(actor)
    expect(emitted).toEqual([
      { type: 'password.changeRequired', reason: 'default' },
      { type: 'navigate', to: '/changePassword', replace: true },
    ])
    expect(portal.session()?.getSnapshot().context.passwordChange).toEqual({
      reason: 'default',
      oldPassword: '{secret}',
    })
    expect(Object.values(cookies.entries())).not.toContain('{secret}')
  })

  test('wrong passwords: a code each time, then the captcha field with an image from the server', async () => {
    const { actor } = await startLogin()
    send(actor, usernameForm('member01', 'Wrong999'))
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'login.submit' })
      await answered(actor)
      expect(connectLogin(actor.getSnapshot()).failure?.code).toBe('wrong_credentials')
    }
    const view = connectLogin(await waitFor(actor, (s) => connectLogin(s).captcha.image !== null))
    expect(view.captcha).toMatchObject({ shown: true, loading: false })
    expect(view.fields).toMatchObject({ username: 'member01', password: 'Wrong999' })
    actor.send({ type: 'login.submit' })
    expect(connectLogin(actor.getSnapshot()).fieldErrors).toEqual({ captcha: { code: 'required' } })
    actor.send({ type: 'login.change', field: 'captcha', value: 'nope' })
    actor.send({ type: 'login.submit' })
    await answered(actor)
    expect(connectLogin(actor.getSnapshot()).failure?.code).toBe('wrong_captcha')
  })

  test('the mobile number typed another way does not start a fresh count: the captcha still comes on the third', async () => {
    const { actor } = await startLogin()
    for (const username of ['0912345678', '912 345 678', '+84 912 345 678']) {
      send(actor, [...usernameForm(username, 'Wrong999'), { type: 'login.submit' }])
      await answered(actor)
      expect(connectLogin(actor.getSnapshot()).failure?.code).toBe('wrong_credentials')
    }
    const view = connectLogin(await waitFor(actor, (s) => connectLogin(s).captcha.image !== null))
    expect(view.captcha).toMatchObject({ shown: true, loading: false })
  })

  test('the captcha and then the second check: the captcha typed still holds, and the member signs in', async () => {
    await dev('/new-ip', { on: true })
    const { actor } = await startLogin()
    send(actor, usernameForm('member01', 'Wrong999'))
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'login.submit' })
      await answered(actor)
    }
    await waitFor(actor, (s) => connectLogin(s).captcha.image !== null)
    const captcha = await simulatorDev(simulator).captchaAnswer()
    send(actor, [
      { type: 'login.change', field: 'password', value: 'Demo1234' },
      { type: 'login.change', field: 'captcha', value: captcha },
      { type: 'login.submit' },
    ])
    await answered(actor)
    expect(connectLogin(actor.getSnapshot()).secondCheck).toEqual({ methods: ['email'] })
    actor.send({ type: 'login.secondCheck', method: 'email', value: 'member01@example.com' })
    await waitFor(actor, (s) => s.status === 'done' || connectLogin(s).failure !== null, { timeout: 5000 })
    expect(connectLogin(actor.getSnapshot()).failure).toBeNull()
    expect(portal.session()?.getSnapshot().context.token).not.toBeNull()
  })

  test('a non-member account is refused at the member login', async () => {
    const { actor } = await startLogin()
    send(actor, [...usernameForm('partner01', 'Demo1234'), { type: 'login.submit' }])
    await answered(actor)
    expect(connectLogin(actor.getSnapshot()).failure?.code).toBe('non_member')
    expect(portal.session()?.getSnapshot().context.token).toBeNull()
  })

  test('a dropped connection is the network code; the loader stops', async () => {
    const { actor } = await startLogin()
    await dev('/faults', { path: '/wps/session/login', kind: 'drop', times: 1 })
    send(actor, [...usernameForm('member01', 'Demo1234'), { type: 'login.submit' }])
    await answered(actor)
    expect(connectLogin(actor.getSnapshot())).toMatchObject({
      submitting: false,
      canSubmit: true,
      failure: { code: 'network', kind: 'network' },
    })
  })

  test('SMS login: the SMS button sends the code, the login uses it from the outbox', async () => {
    await dev('/flags', { MOBILEVERCODELOGIN3: true })
    const { actor, emitted } = await startLogin()
    const sms = createActor(provideLoginSms(portal.api), { input: { route: 'sms' } }).start()
    sms.send({ type: 'sms.send', mobile: ' 912345678 ', countryCode: '84' })
    await waitFor(sms, (s) => s.context.secondsLeft > 0)
    sms.stop()
    const code = (await smsOutbox())['912345678']?.code ?? ''
    send(actor, [
      { type: 'login.switchType', to: 'sms' },
      { type: 'login.change', field: 'mobileNum', value: '912345678' },
      { type: 'login.change', field: 'verificationCode', value: code },
      { type: 'login.agree', on: true },
      { type: 'login.submit' },
    ])
    await answered(actor)
    expect(emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(portal.session()?.getSnapshot().context.member?.account).toBe('mobile01')
  })
})
