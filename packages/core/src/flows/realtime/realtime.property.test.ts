import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { runs } from '../../dev/runs'
import { fakeRealtime } from '../../testing/fake-realtime'
import { backoffCapMs } from './realtime.backoff'
import { connectRealtime } from './realtime.connect'
import { channelConnection } from './realtime.connection'
import { realtimeMachine, reconnectingNoticeMs } from './realtime.machine'
import type { RealtimeEmitted } from './realtime.types'

const topic = '/topic/user/7'

/** What the server, the network, the member and time can do; `signOut` is the registry stopping the flow. */
type Step =
  | { op: 'accept' | 'drop' | 'retry' | 'signOut' }
  | { op: 'tick'; ms: number }
  | { op: 'push'; body: string | object }

const body = fc.oneof(
  fc.constantFrom<object | string>(
    { type: 'DEPOSIT', popup: true, data: { amount: 10, success: true } },
    { type: 'WITHDRAW', data: { amount: '5.5', success: false, remarks: '<b>no</b>' } },
    { type: 'INBOX', popup: false },
    { type: 'ONLINE_MSG', popup: true, title: 'T', message: 'M' },
    { type: 'PAYMENT_CONFIRMATION' },
    { type: 'SESSION_REVOKED' },
    { type: 'SOMETHING_NEW' },
    { type: 'DEPOSIT', data: 'broken' },
    'not json',
  ),
  fc.json(),
)

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Step>({ op: 'accept' }, { op: 'drop' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ op: 'retry' }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: backoffCapMs }).map((ms): Step => ({ op: 'tick', ms })) },
  { weight: 2, arbitrary: body.map((value): Step => ({ op: 'push', body: value })) },
  { weight: 1, arbitrary: fc.constant<Step>({ op: 'signOut' }) },
)

function run(steps: readonly Step[], random: () => number) {
  const channel = fakeRealtime()
  const clock = new SimulatedClock()
  const effects: string[] = []
  const emitted: RealtimeEmitted[] = []
  const actor = createActor(
    realtimeMachine.provide({
      actors: {
        connection: channelConnection(channel, () => ({ merchant: 'M', customerId: '1', token: 'T' })),
      },
      actions: {
        announce: (_, event) => effects.push(event.type),
        signOut: () => effects.push('signOut'),
      },
    }),
    { input: { topic, random }, clock },
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()

  let signedOut = false
  let downFor = 0
  for (const next of steps) {
    const before = {
      effects: effects.length,
      emitted: emitted.length,
      connections: channel.connections.length,
    }
    const wasConnecting = channel.current()?.status() === 'connecting'
    switch (next.op) {
      case 'accept':
        channel.accept()
        break
      case 'drop':
        channel.drop()
        break
      case 'retry':
        if (!signedOut) actor.send({ type: 'realtime.retry' })
        break
      case 'tick':
        clock.increment(next.ms)
        break
      case 'push':
        channel.push(topic, next.body)
        break
      case 'signOut':
        actor.stop()
        signedOut = true
        break
    }

    // Never two live subscriptions, and only ever to the member's own topic.
    expect(channel.liveSubscriptions()).toBeLessThanOrEqual(1)
    for (const connection of channel.connections) for (const t of connection.topics) expect(t).toBe(topic)

    if (signedOut) {
      // Nothing after sign-out: no connection, no subscription, no refresh, no notice.
      expect(channel.current()).toBeUndefined()
      expect(channel.liveSubscriptions()).toBe(0)
      expect(effects.length).toBe(before.effects)
      if (next.op !== 'signOut') expect(emitted.length).toBe(before.emitted)
      expect(channel.connections.length).toBe(before.connections)
      continue
    }

    // Every (re)connection is followed by a resync: balance and unread count re-fetched, other flows told.
    const opened = next.op === 'accept' && wasConnecting
    const added = effects.slice(before.effects)
    const addedEmitted = emitted.slice(before.emitted)
    if (opened) {
      expect(added).toEqual(['member.resync'])
      expect(addedEmitted).toEqual([{ type: 'realtime.resync' }])
    } else {
      expect(addedEmitted).not.toContainEqual({ type: 'realtime.resync' })
    }

    // "Reconnecting" shows only once the link has been down a while, never while it is up.
    const view = connectRealtime(actor.getSnapshot())
    const live = channel.current()?.status() === 'open'
    expect(view.link === 'live').toBe(live)
    if (live) downFor = 0
    else if (next.op === 'tick') downFor += next.ms
    if (live) expect(view.indicator).toBe('hidden')
    if (!live && downFor >= reconnectingNoticeMs) expect(view.indicator).not.toBe('hidden')
  }
  actor.stop()
  expect(channel.current()).toBeUndefined()
}

describe('realtime properties over random sequences', () => {
  test('one subscription at most, a resync after every connection, nothing after sign-out', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (steps, r) => run(steps, () => r),
      ),
      { numRuns: runs.machineSequences },
    )
  }, 30_000)

  test('a drop always leads to a new connection within the capped backoff', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (drops, r) => {
          const channel = fakeRealtime()
          const clock = new SimulatedClock()
          const actor = createActor(
            realtimeMachine.provide({
              actors: {
                connection: channelConnection(channel, () => ({
                  merchant: 'M',
                  customerId: '1',
                  token: 'T',
                })),
              },
              actions: { announce: () => {}, signOut: () => {} },
            }),
            { input: { topic, random: () => r }, clock },
          )
          actor.start()
          for (let i = 0; i < drops; i += 1) {
            const count = channel.connections.length
            channel.drop()
            clock.increment(backoffCapMs)
            expect(channel.connections.length).toBe(count + 1)
          }
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
  }, 30_000)
})
