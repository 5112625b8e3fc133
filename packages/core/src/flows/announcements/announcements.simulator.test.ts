import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { type Actor, waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import type { KeyValueStore } from '../../ports'
import { memoryStore } from '../../ports/memory'
import { simulatedPortal } from '../../testing/simulated'
import type { FlowEmitted } from '../shared/emitted'
import { connectAnnouncements } from './announcements.connect'
import type { announcementsMachine } from './announcements.machine'
import { createAnnouncements } from './create-announcements'

/** The announcements against the in-process simulator, over the real ky transport, watching a real portal. */
let simulator: Simulator
let portal: Portal
let announcements: Actor<typeof announcementsMachine>
let sessionStore: KeyValueStore
let calls: string[]
let emitted: FlowEmitted[]

beforeEach(() => {
  simulator = createSimulator()
  calls = []
})
afterEach(() => {
  announcements.stop()
  portal.actor.stop()
})

function start(stored: Record<string, string> = {}) {
  sessionStore = memoryStore(stored)
  // Counts the announcement calls on their way to the simulator.
  const counting = {
    ...simulator,
    fetch: (request: Request) => {
      if (new URL(request.url).pathname === endpoints.announcements.path) calls.push(request.url)
      return simulator.fetch(request)
    },
  } as Simulator
  portal = simulatedPortal(counting, { sessionStore })
  announcements = createAnnouncements(portal)
  emitted = []
  announcements.on('*', (event) => void emitted.push(event as FlowEmitted))
  portal.actor.start()
  announcements.start()
}

const view = () => connectAnnouncements(announcements.getSnapshot())
const ids = () => view().popup?.items.map((item) => item.id)

async function fetched(count: number) {
  await waitFor(announcements, (s) => calls.length >= count && !s.matches({ content: 'loading' }), {
    timeout: 5000,
  })
  return view()
}

async function signIn(username: string) {
  const session = portal.session()
  if (!session) throw new Error('no session')
  const { token, firstTimeLogin } = await portal.api.call(endpoints.login, {
    username,
    password: 'Demo1234',
    type: 'username',
  })
  session.send({ type: 'session.start', token, firstLogin: firstTimeLogin })
}

/** The simulator's popup ids (PB visitors, PA members, PF first logins), numbered from 01. */
const seeded = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${String(from + index).padStart(2, '0')}`)

describe('announcements against the simulator', () => {
  test('a visitor sees the B popup items; the notices feed the marquee; the call is the popup query', async () => {
    start()
    const shown = await fetched(1)
    expect(shown.status).toBe('ready')
    // Ten visitor items: the first page holds eight.
    expect(ids()).toEqual(seeded('PB', 1, 8))
    expect(shown.popup?.pageCount).toBe(2)
    expect(shown.popup?.canGoToPromotion).toBe(true)
    expect(shown.marquee.length).toBeGreaterThan(0)
    expect(shown.notices.every((notice) => typeof notice.content === 'string')).toBe(true)
    const query = new URL(calls[0] ?? '').searchParams
    expect(Object.fromEntries(query)).toMatchObject({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' })
  })

  test('closing suppresses the visitor popup for the session, across a language switch', async () => {
    start()
    await fetched(1)
    announcements.send({ type: 'announcements.close' })
    expect(sessionStore.get('ANONYMOUS_POPUP')).toBe('closed')
    portal.actor.send({ type: 'language.change', language: 'CN' })
    const after = await fetched(2)
    expect(after.status).toBe('ready')
    expect(after.popup).toBeNull()
  })

  test('a language switch reopens a popup that was not closed', async () => {
    start()
    await fetched(1)
    portal.actor.send({ type: 'language.change', language: 'CN' })
    expect((await fetched(2)).popup?.items.map((item) => item.id)).toEqual(seeded('PB', 1, 8))
  })

  test('a stored token: no call until the member is in; then the member items', async () => {
    const { token } = await simulatedPortal(simulator).api.call(endpoints.login, {
      username: 'member01',
      password: 'Demo1234',
      type: 'username',
    })
    start({ token })
    const session = await waitFor(portal.actor, () => portal.session() !== undefined).then(() =>
      portal.session(),
    )
    expect(session?.getSnapshot().matches('loading')).toBe(true)
    expect(calls).toEqual([])
    await fetched(1)
    expect(calls).toHaveLength(1)
    expect(ids()).toEqual(seeded('PA', 1, 8))
  })

  test('a first login shows the member and the F items; a later login only the member items', async () => {
    start()
    await fetched(1)
    await signIn('newbie01')
    await waitFor(announcements, () => ids()?.includes('PF01') ?? false, { timeout: 5000 })
    expect(ids()).toEqual([...seeded('PF', 1, 2), ...seeded('PA', 1, 6)])
    announcements.send({ type: 'announcements.close' })
    expect(sessionStore.get('USER_POPUP')).toBe('closed')

    portal.session()?.send({ type: 'logout.request' })
    portal.session()?.send({ type: 'logout.confirm' })
    // Signing out clears the session store, flags included: the visitor's popup is back.
    await waitFor(announcements, () => ids()?.[0] === 'PB01', { timeout: 5000 })
    expect(sessionStore.get('USER_POPUP')).toBeNull()

    await signIn('newbie01')
    await waitFor(announcements, () => ids()?.[0] === 'PA01', { timeout: 5000 })
    expect(ids()).toEqual(seeded('PA', 1, 8))
  })

  test('the promotion button sends the member to the reward centre and hides the popup', async () => {
    start()
    await fetched(1)
    announcements.send({ type: 'announcements.promotion' })
    expect(view().popup).toBeNull()
    expect(emitted).toEqual([{ type: 'navigate', to: '/member/rewardCenter' }])
    expect(sessionStore.get('ANONYMOUS_POPUP')).toBe('closed')
  })
})
