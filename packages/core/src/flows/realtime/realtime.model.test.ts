import { describe, expect } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, emit, fromCallback } from 'xstate'
import { money } from '../../domain/money'
import type { MemberEvent } from '../../events/member-events'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { backoffDelay, backoffMaxAttempt } from './realtime.backoff'
import { realtimeMachine } from './realtime.machine'
import type { RealtimeMessage } from './realtime.messages'
import type { RealtimeContext } from './realtime.types'

const deposit: RealtimeMessage = {
  type: 'DEPOSIT',
  popup: true,
  title: null,
  message: null,
  data: { amount: money(1000n), time: null, success: true },
}
const revoked: RealtimeMessage = {
  type: 'SESSION_REVOKED',
  popup: false,
  title: null,
  message: null,
  data: null,
}

/** What the server and the member can do in each state of the link. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches({ online: { link: { connected: 'connecting' } } }))
    return [
      { type: 'channel.open' },
      { type: 'channel.closed' },
      { type: 'channel.refused' },
      { type: 'channel.unavailable' },
    ]
  if (snapshot.matches({ online: { link: { connected: 'live' } } }))
    return [
      { type: 'channel.message', message: deposit },
      { type: 'channel.message', message: revoked },
      { type: 'channel.closed' },
      { type: 'channel.refused' },
    ]
  if (
    snapshot.matches({ online: { link: 'waiting' } }) ||
    snapshot.matches({ online: { link: 'waitingLong' } })
  )
    return [{ type: 'realtime.retry' }]
  return []
}

/**
 * What the channel asks of the session is emitted here, so each rule sees it beside the channel's own events
 * (test events, no part of the machine's emitted union: hence the casts).
 */
const machine = realtimeMachine.provide({
  actors: { connection: fromCallback(() => undefined) },
  actions: {
    announce: emit((_, event: MemberEvent) => ({ type: 'announced', event }) as never),
    signOut: emit({ type: 'session.signOut' } as never),
  },
})

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RealtimeContext

function waitsLongest({ after, emitted }: RuleStep) {
  expect(after.matches({ online: { link: 'waitingLong' } })).toBe(true)
  expect(contextOf(after)).toMatchObject({
    attempt: backoffMaxAttempt,
    retryInMs: backoffDelay(backoffMaxAttempt, 0.5),
  })
  expect(emitted).toEqual([])
}
const unchanged = ({ before, after }: RuleStep) => expect(contextOf(after)).toEqual(contextOf(before))

/** What each transition must do (spec §4 "Real time", issue #8), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'channel.open': (step) => {
    const { after, emitted } = step
    expect(after.matches({ online: { link: { connected: 'live' }, indicator: 'hidden' } })).toBe(true)
    // Every opening resyncs: what was missed while the link was down is fetched again.
    expect(contextOf(after)).toMatchObject({ attempt: 0, wasLive: true })
    expect(emitted).toEqual([
      { type: 'announced', event: { type: 'member.resync' } },
      { type: 'realtime.resync' },
    ])
  },
  'channel.closed': ({ before, after, emitted }) => {
    expect(after.matches({ online: { link: 'waiting' } })).toBe(true)
    // The next try waits a backoff with jitter, longer each time, up to the cap.
    const { attempt } = contextOf(before)
    expect(contextOf(after).attempt).toBe(Math.min(attempt + 1, backoffMaxAttempt))
    expect(contextOf(after).retryInMs).toBe(backoffDelay(attempt, 0.5))
    expect(emitted).toEqual([])
  },
  // A refusal asks the platform about the session before anything else; nothing is emitted to the session.
  'channel.refused': ({ before, after, emitted }) => {
    expect(after.matches({ online: { link: 'checking' } })).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  // The session stands (or the platform could not say): wait the longest delay, never at once.
  'xstate.done.actor.checkSession': (step) => waitsLongest(step),
  'xstate.error.actor.checkSession': (step) => waitsLongest(step),
  'channel.unavailable': (step) => {
    expect(step.after.matches('unavailable')).toBe(true)
    unchanged(step)
    expect(step.emitted).toEqual([])
  },
  'channel.message': (step) => {
    const message = (step.event as AnyEventObject & { message: RealtimeMessage }).message
    unchanged(step)
    expect(step.emitted[0]).toEqual({ type: 'realtime.message', message })
    if (message.type === 'DEPOSIT')
      expect(step.emitted.slice(1)).toEqual([
        { type: 'announced', event: { type: 'money.moved', cause: 'deposit' } },
        { type: 'announced', event: { type: 'deposits.changed' } },
        { type: 'notice', code: 'realtime.deposit', values: { amount: money(1000n) } },
      ])
    // A session ended elsewhere signs this one out, and nothing else.
    else expect(step.emitted.slice(1)).toEqual([{ type: 'session.signOut' }])
  },
  'realtime.retry': (step) => {
    expect(
      step.before.matches({ online: { link: 'waiting' } }) ||
        step.before.matches({ online: { link: 'waitingLong' } }),
    ).toBe(true)
    expect(step.after.matches({ online: { link: { connected: 'connecting' } } })).toBe(true)
    unchanged(step)
    expect(step.emitted).toEqual([])
  },
  after: (step) => {
    unchanged(step)
    expect(step.emitted).toEqual([])
    // Either the backoff ran out (a new connection) or the link stayed down long enough to say so.
    const reconnected =
      (step.before.matches({ online: { link: 'waiting' } }) ||
        step.before.matches({ online: { link: 'waitingLong' } })) &&
      step.after.matches({ online: { link: { connected: 'connecting' } } })
    const shown =
      step.before.matches({ online: { indicator: 'down' } }) &&
      step.after.matches({ online: { indicator: 'shown' } })
    expect(reconnected || shown).toBe(true)
  },
}

describe('realtime model', () => {
  testModel(machine, {
    events,
    input: { topic: '/topic/user/1', random: () => 0.5 },
    keepActors: ['connection'],
    sendDelayedEvents: true,
    rules,
  })
})

testTransitionCoverage(machine)
