import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import {
  type AnyActorRef,
  createActor,
  fromPromise,
  type InspectionEvent,
  setup,
  spawnChild,
  waitFor,
} from 'xstate'
import type { Portal } from '../create-portal'
import { favouritesFlow } from '../flows/favourites/create-favourites'
import { gameLaunchFlow } from '../flows/game-launch/create-game-launch'
import { inboxFlow } from '../flows/inbox/create-inbox'
import { memberLoginFlow } from '../flows/login/create-login'
import { createPromotions } from '../flows/promotions/create-promotions'
import { walletFlow } from '../flows/wallet/create-wallet'
import { signInAs, simulatedPortal } from '../testing/simulated'

let portal: Portal

afterEach(() => portal?.stop())

async function bootedVisitor(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  portal = simulatedPortal(createSimulator(), options)
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session()?.getSnapshot().matches('anonymous') ?? false)
  return portal
}

async function signOut() {
  const session = portal.session()
  if (!session) throw new Error('no session')
  session.send({ type: 'logout.request' })
  session.send({ type: 'logout.confirm' })
  await waitFor(session, (s) => s.matches('anonymous'))
}

/** The actor's children that are still running (its calls in flight, its callbacks). */
const runningChildren = (actor: AnyActorRef) =>
  Object.values(actor.getSnapshot().children as Record<string, AnyActorRef | undefined>).filter(
    (child) => child?.getSnapshot().status === 'active',
  ).length

/** A parent that invokes a call it controls and spawns a child machine: the two kinds of children. */
function parentWithChildren(portal: Portal) {
  let answer: (value: string) => void = () => undefined
  const child = setup({}).createMachine({ initial: 'on', states: { on: {} } })
  const parent = setup({
    actors: { call: fromPromise(() => new Promise<string>((resolve) => (answer = resolve))), child },
  }).createMachine({
    initial: 'calling',
    entry: spawnChild('child'),
    states: { calling: { invoke: { src: 'call', onDone: 'answered' } }, answered: {} },
  })
  return { actor: createActor(parent, portal.deps.actorOptions), answer: (value: string) => answer(value) }
}

describe("the portal's count of live actors", () => {
  test('a booted visitor counts the portal and its session; nothing is left once the portal stops', async () => {
    await bootedVisitor()
    const running = [portal.actor, portal.session()].filter(
      (actor) => actor?.getSnapshot().status === 'active',
    )
    expect(running).toHaveLength(2)
    expect(portal.liveActors()).toBeGreaterThanOrEqual(2)
    portal.stop()
    expect(portal.liveActors()).toBe(0)
  })

  test('invoked and spawned children count, and go with the call that ends and the parent that stops', async () => {
    await bootedVisitor()
    const baseline = portal.liveActors()
    const { actor, answer } = parentWithChildren(portal)
    expect(portal.liveActors()).toBe(baseline)
    actor.start()
    // The parent, its invoked call and its spawned machine.
    expect(portal.liveActors()).toBe(baseline + 3)
    answer('done')
    await waitFor(actor, (snapshot) => snapshot.matches('answered'))
    expect(portal.liveActors()).toBe(baseline + 2)
    actor.stop()
    expect(portal.liveActors()).toBe(baseline)
  })

  test('an actor created but never started (a StrictMode double render) is not alive', async () => {
    await bootedVisitor()
    const baseline = portal.liveActors()
    createPromotions(portal)
    expect(portal.liveActors()).toBe(baseline)
  })

  test('an actor whose transition throws is no longer counted', async () => {
    await bootedVisitor()
    const baseline = portal.liveActors()
    const failing = createActor(
      setup({ guards: { broken: () => JSON.parse('{') as boolean } }).createMachine({
        on: { go: { guard: 'broken', target: '.never' } },
        initial: 'open',
        states: { open: {}, never: {} },
      }),
      portal.deps.actorOptions,
    )
    failing.subscribe({ error: () => undefined })
    failing.start()
    expect(portal.liveActors()).toBe(baseline + 1)
    failing.send({ type: 'go' })
    expect(failing.getSnapshot().status).toBe('error')
    expect(portal.liveActors()).toBe(baseline)
  })

  test('visit, screen and session flows, a sign-in and a sign-out: back to the visitor baseline', async () => {
    await bootedVisitor()
    // The visit and member flows: the baseline is the visitor's once they exist.
    const launcher = portal.flows.get(gameLaunchFlow)
    const login = portal.flows.get(memberLoginFlow)
    const baseline = portal.liveActors()

    const screen = createPromotions(portal).start()
    expect(portal.liveActors()).toBe(baseline + 1 + runningChildren(screen))
    screen.stop()
    expect(portal.liveActors()).toBe(baseline)

    await signInAs(portal, 'member01')
    const signedIn = portal.liveActors()
    const favourites = portal.flows.get(favouritesFlow)
    const inbox = portal.flows.get(inboxFlow)
    const wallet = portal.flows.get(walletFlow)
    expect(portal.liveActors()).toBeGreaterThanOrEqual(signedIn + 3)
    const memberScreen = createPromotions(portal).start()
    await waitFor(memberScreen, (snapshot) => snapshot.matches('ready'))
    memberScreen.stop()

    await signOut()
    for (const flow of [favourites, inbox, wallet]) expect(flow?.getSnapshot().status).toBe('stopped')
    // The launcher is whoever-is-there's: the visitor after the sign-out gets a fresh one, as before the sign-in.
    expect(launcher.getSnapshot().status).toBe('stopped')
    expect(portal.flows.get(gameLaunchFlow)).not.toBe(launcher)
    expect(portal.flows.get(memberLoginFlow)).toBe(login)
    expect(portal.liveActors()).toBe(baseline)
  })

  test('a flow left running after sign-out is caught: the count stays above the baseline', async () => {
    await bootedVisitor()
    const baseline = portal.liveActors()
    await signInAs(portal, 'member01')
    // A screen that forgot to stop its flow (what useFlow's unmount does): the leak this count exists to find.
    const leaked = createPromotions(portal).start()
    await signOut()
    expect(portal.liveActors()).toBe(baseline + 1 + runningChildren(leaked))
    expect(portal.liveActors()).not.toBe(baseline)
    leaked.stop()
    expect(portal.liveActors()).toBe(baseline)
  })

  test("a caller's inspector still sees every event, and the count does not depend on it", async () => {
    const seen: string[] = []
    await bootedVisitor({ inspect: (event) => seen.push(event.type) })
    expect(seen).toContain('@xstate.actor')
    expect(seen).toContain('@xstate.snapshot')
    expect(portal.liveActors()).toBeGreaterThanOrEqual(2)
  })
})
