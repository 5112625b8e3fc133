import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { memoryStore } from '../../ports/memory'
import { simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectBoot } from '../portal/portal.connect'
import type { FlowEmitted } from '../shared/emitted'
import { createForgotPassword } from './create-forgot-password'
import { connectForgotPassword } from './forgot-password.connect'
import type { ForgotPasswordField } from './forgot-password.types'

/** The forgot-password flow wired as the app wires it, against the in-process simulator over ky. */
type ForgotActor = ReturnType<typeof createForgotPassword>

let simulator: Simulator
let portal: Portal
const memory = memoryStore()
/** Every value written to the session store, to show the new password is never among them. */
const writes: string[] = []
const sessionStore = {
  ...memory,
  set: (key: string, value: string) => {
    writes.push(value)
    memory.set(key, value)
  },
}
const actors: ForgotActor[] = []

beforeEach(async () => {
  simulator = createSimulator()
  sessionStore.clear()
  writes.length = 0
  portal = simulatedPortal(simulator, { sessionStore })
  portal.actor.start()
  await waitFor(portal.actor, (s) => connectBoot(s).status === 'ready')
})
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop()
  portal.actor.stop()
})

const devGet = <T>(path: string) => simulatorDev(simulator).get<T>(path)
const smsCode = (mobile: string) => simulatorDev(simulator).smsCode(mobile)

/** A forgot-password modal as the app opens it (`createForgotPassword`), once its dialing codes are in. */
async function openForgotPassword() {
  const actor = createForgotPassword(portal)
  const emitted: FlowEmitted[] = []
  for (const type of ['navigate', 'notice'] as const) actor.on(type, (event) => void emitted.push(event))
  actors.push(actor.start())
  await settled(actor)
  return { actor, emitted, view: () => connectForgotPassword(actor.getSnapshot()) }
}

const settled = (actor: ForgotActor) =>
  waitFor(actor, (s) => connectForgotPassword(s).canSubmit || s.status === 'done', { timeout: 5000 })

function fill(actor: ForgotActor, values: Partial<Record<ForgotPasswordField, string>>) {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'forgotPassword.change', field: field as ForgotPasswordField, value })
}

/** The same wrong code submitted five times with a new password: each refusal's code and attempts left. */
async function fiveWrongCodes(
  actor: ForgotActor,
  view: () => { failure: { code: string; attemptsLeft?: number } | null },
  wrong: string,
) {
  fill(actor, { verificationCode: wrong, newPassword: 'Fresh5678' })
  const refusals = []
  for (let attempt = 0; attempt < 5; attempt += 1) {
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    refusals.push([view().failure?.code, view().failure?.attemptsLeft])
  }
  return refusals
}

async function sendCode(actor: ForgotActor) {
  actor.send({ type: 'forgotPassword.sendCode' })
  return waitFor(
    actor,
    (s) => !s.context.sms.sending && (s.context.sms.secondsLeft > 0 || s.context.sms.failure !== null),
    {
      timeout: 5000,
    },
  )
}

/** Registers an account by mobile through the API (its account name is the number), as the app would. */
async function registerByMobile(mobile: string, password: string) {
  await portal.api.call(endpoints.smsCodeRegister, { mobileNo: mobile, countryDialingCode: '84' })
  await portal.api.call(endpoints.captcha, undefined)
  const captchaAnswer = await simulatorDev(simulator).captchaAnswer()
  await portal.api.call(endpoints.registerMobile, {
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode: await smsCode(mobile),
    password,
    confirmPassword: password,
    captcha: captchaAnswer,
    domain: 'portal.test',
    registerMethod: 'WEB',
  })
}

const signInWorks = (username: string, password: string) =>
  portal.api.call(endpoints.login, { username, password, type: 'username' }).then(
    () => true,
    () => false,
  )

describe('forgot password against the simulator', () => {
  test('by default by mobile with tabs (CHNGPASSVERIF3), dialing code of the visitor’s country', async () => {
    const { view } = await openForgotPassword()
    expect(view()).toMatchObject({
      method: 'mobileNum',
      canSwitchMethod: true,
      fields: { countryDialingCode: '84' },
    })
  })

  test('by e-mail: a code is mailed (nothing changes yet), then the code and a new password sign in', async () => {
    const { actor, emitted, view } = await openForgotPassword()
    actor.send({ type: 'forgotPassword.switchMethod', to: 'email' })
    fill(actor, { username: 'member01', email: 'member01@example.com' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view()).toMatchObject({ status: 'editing', emailCodeSent: true, failure: null })
    expect(emitted).toEqual([{ type: 'notice', code: 'password.emailSent' }])
    expect(await signInWorks('member01', 'Demo1234')).toBe(true)
    const mail = await devGet<{ account: string; code: string }[]>('/mail-outbox')
    expect(mail.map((message) => message.account)).toEqual(['member01'])
    // Without the code the form refuses beside the fields, no call.
    actor.send({ type: 'forgotPassword.submit' })
    expect(Object.keys(view().fieldErrors).sort()).toEqual(['newPassword', 'verificationCode'])
    fill(actor, { verificationCode: mail[0]?.code ?? '', newPassword: 'Fresh5678' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view().status).toBe('signedIn')
    expect(view().fields.newPassword).toBe('')
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/', replace: true })
    expect(writes.join()).not.toContain('Fresh5678')
  })

  test('by e-mail, wrong codes: the attempts left, then email_code_spent; a new code may be mailed', async () => {
    const { actor, view } = await openForgotPassword()
    actor.send({ type: 'forgotPassword.switchMethod', to: 'email' })
    fill(actor, { username: 'member01', email: 'member01@example.com' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    const [mail] = await devGet<{ code: string }[]>('/mail-outbox')
    const wrong = mail?.code === '000000' ? '000001' : '000000'
    expect(await fiveWrongCodes(actor, view, wrong)).toEqual([
      ['wrong_email_code', 4],
      ['wrong_email_code', 3],
      ['wrong_email_code', 2],
      ['wrong_email_code', 1],
      ['email_code_spent', undefined],
    ])
    expect(view().fields).toMatchObject({
      username: 'member01',
      verificationCode: wrong,
      newPassword: 'Fresh5678',
    })
    // Another code within the minute is refused by the platform, with its code.
    actor.send({ type: 'forgotPassword.sendCode' })
    await settled(actor)
    expect(view().failure?.code).toBe('too_many_requests')
  })

  test('by e-mail, unknown user: the server’s code and message, the fields kept', async () => {
    const { actor, view } = await openForgotPassword()
    actor.send({ type: 'forgotPassword.switchMethod', to: 'email' })
    fill(actor, { username: 'nobody01', email: 'nobody@example.com' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view()).toMatchObject({
      status: 'editing',
      failure: { code: 'account_email_not_found', serverMessage: 'Username/Email does not exist' },
      fields: { username: 'nobody01', email: 'nobody@example.com' },
    })
  })

  test('by mobile: the code from the outbox, a new password, then signed in and home', async () => {
    await registerByMobile('987654321', 'Start123')
    const { actor, emitted, view } = await openForgotPassword()
    fill(actor, { mobileNum: '987654321' })
    await sendCode(actor)
    fill(actor, { verificationCode: await smsCode('987654321'), newPassword: 'Fresh5678' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view().status).toBe('signedIn')
    expect(view().fields.newPassword).toBe('')
    expect(emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    const session = portal.session()
    if (!session) throw new Error('no session')
    const signedIn = await waitFor(session, (s) => s.context.member !== null, { timeout: 5000 })
    expect(signedIn.context.member?.account).toBe('987654321')
    expect(writes.join()).not.toContain('Fresh5678')
    expect(writes).toContain(signedIn.context.token)
  })

  test('by mobile for an account with a username: signed in with its mobile number and the new password', async () => {
    const { actor, emitted, view } = await openForgotPassword()
    fill(actor, { mobileNum: '912345678' })
    await sendCode(actor)
    fill(actor, { verificationCode: await smsCode('912345678'), newPassword: 'Fresh5678' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view().status).toBe('signedIn')
    expect(emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(await signInWorks('mobile01', 'Fresh5678')).toBe(true)
  })

  test('a wrong SMS code is the server’s code; nothing changes', async () => {
    const { actor, view } = await openForgotPassword()
    fill(actor, { mobileNum: '912345678', verificationCode: '000000', newPassword: 'Fresh5678' })
    actor.send({ type: 'forgotPassword.submit' })
    await settled(actor)
    expect(view().failure?.code).toBe('wrong_sms_code')
    expect(await signInWorks('mobile01', 'Demo1234')).toBe(true)
  })

  test('five wrong SMS codes spend the code: the attempts left, then sms_code_spent, the form kept', async () => {
    const { actor, view } = await openForgotPassword()
    fill(actor, { mobileNum: '912345678' })
    await sendCode(actor)
    const code = await smsCode('912345678')
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await fiveWrongCodes(actor, view, wrong)).toEqual([
      ['wrong_sms_code', 4],
      ['wrong_sms_code', 3],
      ['wrong_sms_code', 2],
      ['wrong_sms_code', 1],
      ['sms_code_spent', undefined],
    ])
    expect(view()).toMatchObject({
      status: 'editing',
      fields: { mobileNum: '912345678', verificationCode: wrong, newPassword: 'Fresh5678' },
    })
    expect(await signInWorks('mobile01', 'Demo1234')).toBe(true)
  })

  test('a second code while the first is live: too_many_requests with the server’s message', async () => {
    const first = await openForgotPassword()
    fill(first.actor, { mobileNum: '912345678' })
    await sendCode(first.actor)
    expect(first.view().sms.failure).toBeNull()
    const second = await openForgotPassword()
    fill(second.actor, { mobileNum: '912345678' })
    await sendCode(second.actor)
    expect(second.view().sms).toMatchObject({
      canSend: true,
      failure: { kind: 'business', code: 'too_many_requests', serverMessage: expect.any(String) },
    })
    second.actor.send({ type: 'forgotPassword.dismiss' })
    await waitFor(second.actor, (s) => s.context.sms.failure === null, { timeout: 1000 })
  })
})
