import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import { defaultBrand } from '../../config/brand'
import type { Portal } from '../../create-portal'
import { memoryStore } from '../../ports/memory'
import { mainBalance, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { createLogin } from '../login/create-login'
import { connectSession } from '../session/session.connect'
import { connectBoot } from './portal.connect'

let simulator: Simulator
let portal: Portal | undefined

beforeEach(() => {
  simulator = createSimulator()
})
afterEach(() => portal?.actor.stop())

const dev = (path: string, body: unknown) => simulatorDev(simulator).post(path, body)

function start(sessionStore = memoryStore(), localStore = memoryStore()) {
  portal = simulatedPortal(simulator, { sessionStore, localStore })
  portal.actor.start()
  return portal
}

const settled = (p: Portal) =>
  waitFor(p.actor, (snapshot) => connectBoot(snapshot).status !== 'loading', { timeout: 5000 })

async function sessionSettled(p: Portal) {
  const session = p.session()
  if (!session) throw new Error('no session')
  return waitFor(session, (s) => !s.matches('loading') && !s.matches('restoring'), {
    timeout: 5000,
  })
}

describe('boot against the simulator', () => {
  test('normal status: white-label flags decoded, the visitor is anonymous', async () => {
    const snapshot = await settled(start())
    const boot = connectBoot(snapshot)
    expect(boot.status).toBe('ready')
    expect(boot.flags?.USERNAMEREG3).toBe(true)
    expect(connectSession(await sessionSettled(portal as Portal))).toMatchObject({ status: 'anonymous' })
  })

  test('hostile resource addresses never reach a view: the refused are left out, the rest come vetted', async () => {
    await dev('/content/hostile', { on: true })
    const boot = connectBoot(await settled(start()))
    expect(boot.resources.map((resource) => resource.resourceType)).not.toContain('MOBILECONFIG')
    expect(boot.resources).toHaveLength(8)
    for (const { url } of boot.resources) expect(url).toMatch(/^http:\/\/sim\.test\/sim\/page\//)
  })

  test('maintenance gives the maintenance screen with its end time', async () => {
    await dev('/maintenance', { on: true, end: '2026-11-22T06:00:00.000Z' })
    const boot = connectBoot(await settled(start()))
    expect(boot).toMatchObject({ status: 'maintenance', maintenanceEnd: '2026-11-22T06:00:00.000Z' })
  })

  test('a region block gives the blocked screen with the visitor IP', async () => {
    await dev('/region-block', { on: true })
    const boot = connectBoot(await settled(start()))
    expect(boot.status).toBe('blocked')
    expect(boot.ip).toMatch(/\d+\.\d+\.\d+\.\d+|:/)
  })

  test('a server error fails the boot, and retry recovers once the server is back', async () => {
    await dev('/faults', { path: '/wps/system/status', kind: 'http500', times: 1 })
    const p = start()
    expect(connectBoot(await settled(p))).toMatchObject({ status: 'failed', failure: 'http' })
    p.actor.send({ type: 'boot.retry' })
    expect(connectBoot(await settled(p)).status).toBe('ready')
  })

  test('a malformed answer is a typed failure, not a crash', async () => {
    await dev('/faults', { path: '/wps/system/status', kind: 'malformed-json', times: 1 })
    expect(connectBoot(await settled(start()))).toMatchObject({
      status: 'failed',
      failure: 'invalid-response',
    })
  })
  test('a domain the server calls invalid keeps the portal closed (spec §8 "Invalid URL"); retry runs it once fixed', async () => {
    await dev('/invalid-domain', { on: true })
    const p = start()
    expect(connectBoot(await settled(p))).toMatchObject({ status: 'invalidDomain', domain: 'sim.test' })
    expect(p.session()).toBeUndefined()
    await dev('/invalid-domain', { on: false })
    p.actor.send({ type: 'boot.retry' })
    expect(connectBoot(await settled(p))).toMatchObject({ status: 'ready', domain: 'sim.test' })
  })

  test('the domain check is advisory: a malformed or failed answer lets the portal run', async () => {
    await dev('/invalid-domain', { on: true })
    await dev('/faults', { path: '/wps/system/domainRoute', kind: 'malformed-json', times: 1 })
    expect(connectBoot(await settled(start()))).toMatchObject({ status: 'ready', domain: null })
    portal?.actor.stop()
    await dev('/faults', { path: '/wps/system/domainRoute', kind: 'http500', times: 1 })
    expect(connectBoot(await settled(start()))).toMatchObject({ status: 'ready', domain: null })
  })
})

describe('session against the simulator', () => {
  async function tokenFor(account: string) {
    const p = start()
    await settled(p)
    const { token } = await p.api.call(endpoints.login, {
      username: account,
      password: 'Demo1234',
      type: 'username',
    })
    p.actor.stop()
    return token
  }

  test('a stored token restores the agent with roles and balance; sign-out clears all but the merchant', async () => {
    const sessionStore = memoryStore({ token: await tokenFor('agent01') })
    const p = start(sessionStore)
    await settled(p)
    const view = connectSession(await sessionSettled(p))
    expect(view).toMatchObject({
      status: 'signedIn',
      isLogin: true,
      isAgent: true,
      isTrial: false,
      account: 'agent01',
    })
    expect(await mainBalance(p)).toBeGreaterThan(0n)

    const session = p.session()
    const navigations: unknown[] = []
    session?.on('navigate', (event) => navigations.push(event))
    session?.send({ type: 'logout.request' })
    session?.send({ type: 'logout.confirm' })
    await waitFor(session as NonNullable<typeof session>, (s) => s.matches('anonymous'))
    expect(navigations).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(sessionStore.get('token')).toBeNull()
    expect(sessionStore.get('merchantCode')).toBe(defaultBrand.merchantCode)
  })

  test('a trial account is signed in as trial', async () => {
    const p = start(memoryStore({ token: await tokenFor('trial01') }))
    await settled(p)
    expect(connectSession(await sessionSettled(p))).toMatchObject({
      isLogin: true,
      isTrial: true,
      isAgent: false,
    })
  })

  test('an unauthorized answer anywhere ends the session cleanly', async () => {
    const token = await tokenFor('member01')
    const sessionStore = memoryStore({ token })
    const p = start(sessionStore)
    await settled(p)
    await sessionSettled(p)
    const session = p.session()
    const notices: unknown[] = []
    session?.on('notice', (event) => notices.push(event))
    // The token dies on the server (signed out elsewhere); the next call answers 401.
    await p.api.call(endpoints.logout, undefined)
    await p.api.call(endpoints.memberInfo, undefined).catch(() => undefined)
    await waitFor(session as NonNullable<typeof session>, (s) => s.matches('anonymous'))
    expect(notices).toEqual([{ type: 'notice', code: 'session.expired' }])
    expect(sessionStore.get('token')).toBeNull()
  })

  test('a token that is not known to the server leaves the visitor anonymous', async () => {
    const sessionStore = memoryStore({ token: 'forged' })
    const p = start(sessionStore)
    await settled(p)
    expect(connectSession(await sessionSettled(p)).status).toBe('anonymous')
    expect(sessionStore.get('token')).toBeNull()
  })
})

describe('language against the simulator', () => {
  test('a change is stored with the previous one and sent with later calls', async () => {
    const localStore = memoryStore({ lang: 'TW' })
    const p = start(memoryStore(), localStore)
    await settled(p)
    p.actor.send({ type: 'language.change', language: 'AR' })
    expect(localStore.get('lang')).toBe('AR')
    expect(localStore.get('hisLang')).toBe('TW')
    expect(connectBoot(p.actor.getSnapshot()).language).toBe('AR')
  })
})

describe('sign-in through the composition root', () => {
  test('the member login signs the session in and navigates home; the agent login refuses a member', async () => {
    const sessionStore = memoryStore()
    const p = start(sessionStore)
    await settled(p)
    const login = createLogin(p).start()
    const navigations: unknown[] = []
    login.on('navigate', (event) => navigations.push(event))
    for (const [field, value] of [
      ['username', 'member01'],
      ['password', 'Demo1234'],
    ] as const)
      login.send({ type: 'login.change', field, value })
    login.send({ type: 'login.agree', on: true })
    login.send({ type: 'login.submit' })
    await waitFor(login, (s) => s.status === 'done' || s.matches('signedIn'), { timeout: 5000 })
    expect(navigations).toEqual([{ type: 'navigate', to: '/', replace: true }])
    expect(connectSession(await sessionSettled(p))).toMatchObject({ isLogin: true, account: 'member01' })
    expect(sessionStore.get('token')).toMatch(/^[0-9a-f]{32}$/)
    login.stop()

    const agentLogin = createLogin(p, 'agent').start()
    agentLogin.send({ type: 'login.change', field: 'username', value: 'member01' })
    agentLogin.send({ type: 'login.change', field: 'password', value: 'Demo1234' })
    agentLogin.send({ type: 'login.agree', on: true })
    agentLogin.send({ type: 'login.submit' })
    const refused = await waitFor(agentLogin, (s) => s.context.failure !== null, { timeout: 5000 })
    expect(refused.context.failure).toMatchObject({ code: 'non_agent' })
    agentLogin.stop()
  })
})
