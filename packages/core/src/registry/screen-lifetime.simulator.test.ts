import { afterEach, describe, expect, test } from 'vitest'
import { createActor, setup, waitFor } from 'xstate'
import { endpoints } from '../api/endpoints'
import type { Portal, SessionActor } from '../create-portal'
import { promotionsFlow } from '../flows/promotions/create-promotions'
import { signedInPortal, visitorPortal } from '../testing/simulated'
import { defineSharedFlow } from './shared-flow'

let portal: Portal

async function bootedPortal(): Promise<Portal> {
  portal = await visitorPortal()
  return portal
}

const session = () => portal.session() as SessionActor

/** Signs a demo account in, over whoever is signed in (a token from elsewhere). */
async function signIn(username: string) {
  const { token } = await portal.api.call(endpoints.login, {
    username,
    password: 'Demo1234',
    type: 'username',
  })
  session().send({ type: 'session.start', token })
  await waitFor(session(), (s) => s.context.member?.account === username)
}

async function signOut() {
  session().send({ type: 'logout.request' })
  session().send({ type: 'logout.confirm' })
  await waitFor(session(), (s) => s.matches('anonymous'))
}

/** A screen flow that notes, for each instance made, whose and in which language it was. */
function screenFlow() {
  const made: string[] = []
  const flow = defineSharedFlow({
    key: 'test.screen',
    lifetime: 'screen',
    create: (owner: Portal) => {
      made.push(`${owner.flows.member() ?? 'visitor'}:${owner.deps.language()}`)
      return createActor(
        setup({}).createMachine({ initial: 'shown', states: { shown: {} } }),
        owner.deps.actorOptions,
      )
    },
  })
  return { flow, made }
}

afterEach(() => portal?.stop())

describe('the screen lifetime: one instance per member and language while a screen holds it', () => {
  test('made once for a member and language however many screens ask, started by the first holder, stopped after the last', async () => {
    portal = await signedInPortal('member01')
    const { flow, made } = screenFlow()
    const before = portal.liveActors()
    const rendered = portal.flows.get(flow)
    // Rendered but not yet held (a screen mounts after it renders): made, not running.
    expect(portal.liveActors()).toBe(before)
    const releaseList = portal.flows.hold(flow)
    const releaseDetail = portal.flows.hold(flow)
    expect(portal.flows.get(flow)).toBe(rendered)
    expect(made).toEqual(['member01:TW'])
    expect(portal.liveActors()).toBe(before + 1)

    releaseList()
    expect(rendered.getSnapshot().status).toBe('active')
    releaseDetail()
    expect(rendered.getSnapshot().status).toBe('stopped')
    expect(made).toEqual(['member01:TW'])
  })

  test('dropped and made again when the member changes, and on sign-out (a visitor gets their own)', async () => {
    portal = await signedInPortal('member01')
    const { flow, made } = screenFlow()
    const release = portal.flows.hold(flow)
    const member01 = portal.flows.get(flow)
    let notified = 0
    portal.flows.subscribe(() => {
      notified += 1
    })

    // A sign-in over the first member passes through nobody (the new profile loading): the screen follows.
    await signIn('newbie01')
    expect(member01.getSnapshot().status).toBe('stopped')
    const newbie = portal.flows.get(flow)
    expect(newbie).not.toBe(member01)
    expect(newbie.getSnapshot().status).toBe('active')
    expect(made).toEqual(['member01:TW', 'visitor:TW', 'newbie01:TW'])
    expect(notified).toBeGreaterThan(0)

    await signOut()
    expect(newbie.getSnapshot().status).toBe('stopped')
    const visitor = portal.flows.get(flow)
    expect(visitor.getSnapshot().status).toBe('active')
    expect(made.at(-1)).toBe('visitor:TW')

    // The holder lets go of the instance in force, whichever it made first.
    release()
    expect(visitor.getSnapshot().status).toBe('stopped')
    expect(portal.flows.size()).toBe(0)
  })

  test('dropped and made again when the language changes, once per change', async () => {
    portal = await signedInPortal('member01')
    const { flow, made } = screenFlow()
    const release = portal.flows.hold(flow)
    const chinese = portal.flows.get(flow)
    portal.actor.send({ type: 'language.change', language: 'EN' })
    expect(chinese.getSnapshot().status).toBe('stopped')
    const english = portal.flows.get(flow)
    expect(english.getSnapshot().status).toBe('active')
    portal.actor.send({ type: 'language.change', language: 'EN' })
    expect(portal.flows.get(flow)).toBe(english)
    expect(made).toEqual(['member01:TW', 'member01:EN'])
    release()
  })

  test('a screen flow nobody holds is dropped on sign-out and made for the next member only when asked', async () => {
    portal = await signedInPortal('member01')
    const { flow, made } = screenFlow()
    const rendered = portal.flows.get(flow)
    await signOut()
    expect(portal.flows.size()).toBe(0)
    expect(made).toEqual(['member01:TW'])
    expect(portal.flows.get(flow)).not.toBe(rendered)
    expect(made).toEqual(['member01:TW', 'visitor:TW'])
  })

  test("a screen holding it again after letting go (StrictMode's second mount) gets a running instance", async () => {
    await bootedPortal()
    const { flow } = screenFlow()
    const first = portal.flows.get(flow)
    portal.flows.hold(flow)()
    expect(first.getSnapshot().status).toBe('stopped')
    const release = portal.flows.hold(flow)
    const second = portal.flows.get(flow)
    expect(second).not.toBe(first)
    expect(second.getSnapshot().status).toBe('active')
    release()
  })

  test("the promotions screen loads the member's list, then the visitor's after sign-out", async () => {
    portal = await signedInPortal('member01')
    const release = portal.flows.hold(promotionsFlow)
    const member = portal.flows.get(promotionsFlow)
    await waitFor(member, (s) => s.matches('ready'))
    expect(member.getSnapshot().context.list?.length).toBeGreaterThan(0)
    await signOut()
    expect(member.getSnapshot().status).toBe('stopped')
    const visitor = portal.flows.get(promotionsFlow)
    expect(visitor).not.toBe(member)
    expect(visitor.getSnapshot().status).toBe('active')
    release()
    expect(visitor.getSnapshot().status).toBe('stopped')
  })
})
