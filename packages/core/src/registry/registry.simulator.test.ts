import { afterEach, describe, expect, test } from 'vitest'
import { createActor, setup, waitFor } from 'xstate'
import { endpoints } from '../api/endpoints'
import type { Portal } from '../create-portal'
import { favouritesFlow } from '../flows/favourites/create-favourites'
import { gameLaunchFlow } from '../flows/game-launch/create-game-launch'
import { inboxFlow } from '../flows/inbox/create-inbox'
import { memberLoginFlow } from '../flows/login/create-login'
import { visitorPortal } from '../testing/simulated'
import { defineSharedFlow } from './shared-flow'

let portal: Portal

async function bootedPortal(): Promise<Portal> {
  portal = await visitorPortal()
  return portal
}

async function signIn(username: string) {
  const session = portal.session()
  if (!session) throw new Error('no session')
  const { token } = await portal.api.call(endpoints.login, {
    username,
    password: 'Demo1234',
    type: 'username',
  })
  session.send({ type: 'session.start', token })
  await waitFor(session, (s) => s.matches('signedIn') && s.context.member?.account === username)
}

afterEach(() => portal?.stop())

describe('the shared-flow registry', () => {
  test('a visit flow is created once, started, and the same instance answers every ask', async () => {
    await bootedPortal()
    expect(portal.flows.size()).toBe(0)
    const first = portal.flows.get(memberLoginFlow)
    expect(first?.getSnapshot().status).toBe('active')
    expect(portal.flows.get(memberLoginFlow)).toBe(first)
    expect(portal.flows.size()).toBe(1)
  })

  test('a member flow is there for a visitor too, kept when the visitor signs in, replaced when the member signs out or changes', async () => {
    await bootedPortal()
    const visitor = portal.flows.get(gameLaunchFlow)
    expect(visitor.getSnapshot().status).toBe('active')
    expect(portal.flows.get(gameLaunchFlow)).toBe(visitor)
    // A free trial signs its guest in from the launcher: the launcher stays.
    await signIn('member01')
    const member01 = portal.flows.get(gameLaunchFlow)
    expect(member01).toBe(visitor)
    await signIn('newbie01')
    expect(member01.getSnapshot().status).toBe('stopped')
    const newbie = portal.flows.get(gameLaunchFlow)
    portal.session()?.send({ type: 'logout.request' })
    portal.session()?.send({ type: 'logout.confirm' })
    await waitFor(portal.session() as NonNullable<ReturnType<Portal['session']>>, (s) =>
      s.matches('anonymous'),
    )
    expect(newbie.getSnapshot().status).toBe('stopped')
    expect(portal.flows.get(gameLaunchFlow).getSnapshot().status).toBe('active')
  })

  test('a session flow exists only while a member is signed in, and belongs to that member', async () => {
    await bootedPortal()
    expect(portal.flows.get(favouritesFlow)).toBeUndefined()
    expect(portal.flows.member()).toBeNull()

    await signIn('member01')
    expect(portal.flows.member()).toBe('member01')
    const member01 = portal.flows.get(favouritesFlow)
    expect(member01?.getSnapshot().status).toBe('active')

    // Another member signs in over the first (a token from elsewhere): nothing of member01 survives.
    const changes: (string | null)[] = []
    const unsubscribe = portal.flows.subscribe(() => changes.push(portal.flows.member()))
    portal.session()?.send({ type: 'logout.request' })
    portal.session()?.send({ type: 'logout.confirm' })
    await waitFor(portal.session() as NonNullable<ReturnType<Portal['session']>>, (s) =>
      s.matches('anonymous'),
    )
    expect(member01?.getSnapshot().status).toBe('stopped')
    expect(portal.flows.get(favouritesFlow)).toBeUndefined()

    await signIn('newbie01')
    const newbie = portal.flows.get(favouritesFlow)
    expect(newbie).toBeDefined()
    expect(newbie).not.toBe(member01)
    expect(changes).toEqual([null, 'newbie01'])
    unsubscribe()
  })

  test('another member signing in over the first (no sign-out between) drops every session flow of the first', async () => {
    await bootedPortal()
    await signIn('member01')
    const favourites = portal.flows.get(favouritesFlow)
    const inbox = portal.flows.get(inboxFlow)
    const login = portal.flows.get(memberLoginFlow)
    await signIn('newbie01')
    expect(portal.flows.member()).toBe('newbie01')
    expect(favourites?.getSnapshot().status).toBe('stopped')
    expect(inbox?.getSnapshot().status).toBe('stopped')
    expect(portal.flows.get(favouritesFlow)).not.toBe(favourites)
    expect(portal.flows.get(inboxFlow)).not.toBe(inbox)
    // A visit flow is nobody's: it stays.
    expect(portal.flows.get(memberLoginFlow)).toBe(login)
    expect(login.getSnapshot().status).toBe('active')
  })

  test('a visit flow that finished is replaced by a fresh one on the next ask', async () => {
    await bootedPortal()
    const finishing = defineSharedFlow({
      key: 'test.finishing',
      lifetime: 'visit',
      create: () =>
        createActor(
          setup({}).createMachine({
            initial: 'open',
            states: { open: { on: { end: 'ended' } }, ended: { type: 'final' } },
          }),
        ),
    })
    let notified = 0
    portal.flows.subscribe(() => {
      notified += 1
    })
    const first = portal.flows.get(finishing)
    first?.send({ type: 'end' })
    expect(first?.getSnapshot().status).toBe('done')
    expect(notified).toBe(1)
    const second = portal.flows.get(finishing)
    expect(second).not.toBe(first)
    expect(second?.getSnapshot().value).toBe('open')
  })

  test('the shared login is the one the header, the popup and /login all see', async () => {
    await bootedPortal()
    const header = portal.flows.get(memberLoginFlow)
    header?.send({ type: 'login.change', field: 'username', value: 'member01' })
    const popup = portal.flows.get(memberLoginFlow)
    expect(popup?.getSnapshot().context.fields.username).toBe('member01')
  })

  test('stopping the portal stops every shared instance', async () => {
    await bootedPortal()
    await signIn('member01')
    const launcher = portal.flows.get(gameLaunchFlow)
    const favourites = portal.flows.get(favouritesFlow)
    portal.stop()
    expect(portal.flows.size()).toBe(0)
    expect(launcher?.getSnapshot().status).toBe('stopped')
    expect(favourites?.getSnapshot().status).toBe('stopped')
    expect(() => portal.flows.get(gameLaunchFlow)).toThrow('the portal has stopped')
  })
})
