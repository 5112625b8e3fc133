import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { memoryStore } from '../../ports/memory'
import { simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectBoot } from '../portal/portal.connect'
import type { FlowEmitted } from '../shared/emitted'
import { createRegister } from './create-register'
import { connectRegister } from './register.connect'
import type { RegisterEvent, RegisterField, RegisterSite } from './register.types'

/** The register flow wired as the app wires it, against the in-process simulator over the real ky transport. */
type RegisterActor = ReturnType<typeof createRegister>

let simulator: Simulator
let portal: Portal
let sessionStore = memoryStore()
const actors: RegisterActor[] = []

beforeEach(() => {
  simulator = createSimulator()
  sessionStore = memoryStore()
})
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop()
  portal.actor.stop()
})

const devPost = (path: string, body: unknown) => simulatorDev(simulator).post(path, body)
const captchaAnswer = () => simulatorDev(simulator).captchaAnswer()
const smsCode = (mobile: string) => simulatorDev(simulator).smsCode(mobile)

async function bootPortal() {
  portal = simulatedPortal(simulator, { sessionStore })
  portal.actor.start()
  await waitFor(portal.actor, (s) => connectBoot(s).status === 'ready')
}

/** A register modal as the app opens it (`createRegister`): boots the portal once, then waits for the form. */
async function openRegister(site: Partial<RegisterSite> = {}) {
  if (portal?.actor.getSnapshot().status !== 'active') await bootPortal()
  const actor = createRegister(portal, { domain: 'portal.test', ...site })
  const emitted: FlowEmitted[] = []
  for (const type of ['navigate', 'notice'] as const) actor.on(type, (event) => void emitted.push(event))
  actors.push(actor.start())
  await ready(actor)
  return { actor, emitted, view: () => connectRegister(actor.getSnapshot()) }
}

/** Editing, with the captcha image loaded when the form has one. */
const ready = (actor: RegisterActor) =>
  waitFor(
    actor,
    (s) => {
      const view = connectRegister(s)
      const captchaShown = view.fields.some((field) => field.name === 'captcha')
      const settled =
        view.canSubmit && (!captchaShown || (view.captcha.image !== null && !view.captcha.loading))
      return settled || view.rulesFailed || s.status === 'done'
    },
    { timeout: 5000 },
  )

function fill(actor: RegisterActor, values: Partial<Record<RegisterField, string>>) {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'register.change', field: field as RegisterField, value } as RegisterEvent)
}

async function submit(actor: RegisterActor) {
  fill(actor, { captcha: await captchaAnswer() })
  actor.send({ type: 'register.agree', on: true })
  actor.send({ type: 'register.submit' })
  return ready(actor)
}

const signedInAccount = async () => {
  const session = portal.session()
  if (!session) return null
  const settled = await waitFor(session, (s) => !s.matches('loading') && !s.matches('restoring'), {
    timeout: 5000,
  })
  return settled.context.member?.account ?? null
}

describe('registration against the simulator', () => {
  test('by username: the new member is signed in and sent home; the password is in no store', async () => {
    const { actor, emitted, view } = await openRegister()
    expect(view()).toMatchObject({ mode: 'register', canSwitchMode: true, loadingRules: false })
    expect(view().fields.map((field) => field.name)).toContain('captcha')
    fill(actor, { username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123' })
    await submit(actor)
    expect(actor.getSnapshot().status).toBe('done')
    expect(emitted).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(await signedInAccount()).toBe('newplayer1')
    const stored = ['token', 'registerRules'].map((key) => sessionStore.get(key) ?? '')
    expect(stored.join()).not.toContain('Secret123')
    expect(stored[0]).toMatch(/^[0-9a-f]+$/)
  })

  test('by mobile: the code from the SMS outbox, the account is the mobile number', async () => {
    const { actor, view } = await openRegister()
    actor.send({ type: 'register.switchMode', to: 'registerMobile' })
    expect(view().dialingCode.value).toBe('84')
    actor.send({ type: 'register.sendCode' })
    expect(view().fields.find((field) => field.name === 'mobileNum')?.error).toEqual({ code: 'required' })
    fill(actor, { mobileNum: '987654321' })
    actor.send({ type: 'register.sendCode' })
    await waitFor(actor, (s) => connectRegister(s).sms.secondsLeft > 0, { timeout: 5000 })
    fill(actor, {
      verificationCode: await smsCode('987654321'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
    })
    await submit(actor)
    expect(actor.getSnapshot().status).toBe('done')
    expect(await signedInAccount()).toBe('987654321')
  })

  test('an invalid affiliate code stops registration with invitation_code_error; fixed, it goes through', async () => {
    const { actor, view } = await openRegister()
    const form = { username: 'invited01', password: 'Secret123', confirmPassword: 'Secret123' }
    fill(actor, { ...form, affiliateCode: 'NOPE99' })
    await submit(actor)
    expect(view()).toMatchObject({
      status: 'editing',
      failure: { code: 'invitation_code_error', kind: 'business' },
    })
    const values = Object.fromEntries(view().fields.map((field) => [field.name, field.value]))
    expect(values).toMatchObject({ ...form, affiliateCode: 'NOPE99', captcha: '' })
    actor.send({ type: 'register.dismiss' })
    fill(actor, { affiliateCode: 'AG2024' })
    await submit(actor)
    expect(actor.getSnapshot().status).toBe('done')
    expect(await signedInAccount()).toBe('invited01')
  })

  test('an affiliate code in the site address is checked and not offered as a field', async () => {
    const { actor, view } = await openRegister({ affiliateCode: 'BAD000' })
    expect(view().fields.map((field) => field.name)).not.toContain('affiliateCode')
    fill(actor, { username: 'invited02', password: 'Secret123', confirmPassword: 'Secret123' })
    await submit(actor)
    expect(view().failure?.code).toBe('invitation_code_error')
  })

  test('a server refusal is its code, the form stays, and the retry goes through', async () => {
    const { actor, view } = await openRegister()
    fill(actor, { username: 'member01', password: 'Secret123', confirmPassword: 'Secret123' })
    await submit(actor)
    expect(view()).toMatchObject({ status: 'editing', failure: { code: 'username_taken', kind: 'business' } })
    fill(actor, { username: 'member02' })
    await submit(actor)
    expect(await signedInAccount()).toBe('member02')
  })

  test('a dropped connection is the network code; the same form goes through on the retry', async () => {
    const { actor, view } = await openRegister()
    await devPost('/faults', { path: '/wps/member/register', kind: 'drop', times: 1 })
    fill(actor, { username: 'dropped01', password: 'Secret123', confirmPassword: 'Secret123' })
    await submit(actor)
    expect(view()).toMatchObject({ status: 'editing', failure: { code: 'network', kind: 'network' } })
    expect(view().fields.find((field) => field.name === 'username')?.value).toBe('dropped01')
    await submit(actor)
    expect(await signedInAccount()).toBe('dropped01')
  })

  test('rules changed on the dev surface change the fields of the next visit; this visit keeps its cached rules', async () => {
    const first = await openRegister()
    const names = () => first.view().fields.map((field) => field.name)
    expect(names()).not.toContain('qqNum')
    await devPost('/register-rules', { qqNum: { enabled: true, required: true } })

    const sameVisit = await openRegister()
    expect(sameVisit.view().fields.map((field) => field.name)).not.toContain('qqNum')

    sessionStore.remove('registerRules')
    const nextVisit = await openRegister()
    expect(nextVisit.view().fields.find((field) => field.name === 'qqNum')).toMatchObject({ required: true })
    nextVisit.actor.send({ type: 'register.submit' })
    expect(nextVisit.view().fields.find((field) => field.name === 'qqNum')?.error).toEqual({
      code: 'required',
    })
  })

  test('the reset button empties the form and keeps the mode', async () => {
    const { actor, view } = await openRegister()
    actor.send({ type: 'register.switchMode', to: 'registerMobile' })
    fill(actor, { mobileNum: '987654321', password: 'Secret123' })
    actor.send({ type: 'register.agree', on: true })
    actor.send({ type: 'register.reset' })
    expect(view().mode).toBe('registerMobile')
    expect(view().fields.every((field) => field.value === '')).toBe(true)
    expect(view().agreement.agreed).toBe(false)
  })
})
