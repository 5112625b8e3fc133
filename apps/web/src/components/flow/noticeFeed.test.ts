import { createPortal, defaultBrand, memoryStore, type NoticeEmitted, type Transport } from '@portal/core'
import { expect, test } from 'vitest'
import { createActor, emit, setup, waitFor } from 'xstate'
import { createNoticeFeed, noticeFeedFlow } from './noticeFeed'

const ok = (value: unknown) => ({ success: true, value, message: '' })
const status = ok({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '198.51.100.4' },
  info: { resources: [], whitelabelVal: [], imageCDNs: [], launchGameCDNs: [] },
})

test('a notice raised during boot waits in the feed for the first view, and is dismissed by id', async () => {
  // A stored token the server no longer knows: member info answers unauthorized while the portal boots.
  const transport: Transport = async ({ endpoint }) =>
    endpoint === 'systemStatus' ? status : { success: false, code: 'unauthorized', message: 'token expired' }
  const portal = createPortal({
    brand: defaultBrand,
    transport,
    sessionStore: memoryStore({ token: 'dead' }),
    localStore: memoryStore(),
  })
  const feed = createNoticeFeed(portal)
  portal.actor.start()
  await waitFor(portal.actor, (snapshot) => snapshot.matches('running'))
  await waitFor(portal.session() as NonNullable<ReturnType<typeof portal.session>>, (s) =>
    s.matches('anonymous'),
  )

  const updates: number[] = []
  feed.subscribe(() => updates.push(feed.current().length))
  expect(feed.current()).toEqual([{ id: 1, code: 'session.expired' }])
  feed.dismiss(1)
  expect(feed.current()).toEqual([])
  expect(updates).toEqual([0])
  portal.actor.stop()
})

test("a followed flow's notices join the queue until it is unfollowed", () => {
  const portal = createPortal({
    brand: defaultBrand,
    transport: async () => status,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
  })
  const feed = createNoticeFeed(portal)
  const flow = createActor(
    setup({ types: { events: {} as { type: 'done' }, emitted: {} as NoticeEmitted } }).createMachine({
      on: { done: { actions: emit({ type: 'notice', code: 'password.reset' } as const) } },
    }),
  ).start()

  const unfollow = feed.follow(flow)
  flow.send({ type: 'done' })
  expect(feed.current()).toEqual([{ id: 1, code: 'password.reset' }])
  unfollow()
  flow.send({ type: 'done' })
  expect(feed.current()).toHaveLength(1)
})

test("the registry owns the visit's one feed: the same one for every ask, which stops queueing with the portal", () => {
  const portal = createPortal({
    brand: defaultBrand,
    transport: async () => status,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
  })
  const feed = portal.flows.get(noticeFeedFlow)
  expect(portal.flows.get(noticeFeedFlow)).toBe(feed)
  const flow = createActor(
    setup({ types: { events: {} as { type: 'done' }, emitted: {} as NoticeEmitted } }).createMachine({
      on: { done: { actions: emit({ type: 'notice', code: 'password.reset' } as const) } },
    }),
  ).start()
  feed.follow(flow)
  portal.stop()
  flow.send({ type: 'done' })
  expect(feed.current()).toEqual([])
})
