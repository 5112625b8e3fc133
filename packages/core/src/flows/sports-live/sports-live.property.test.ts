import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { LiveMatch, MatchScore } from '../../api/schemas/sports'
import { runs } from '../../dev/runs'
import { fakeRealtime } from '../../testing/fake-realtime'
import { backoffCapMs } from '../realtime/realtime.backoff'
import { topicConnection } from '../realtime/realtime.connection'
import { connectSportsLive } from './sports-live.connect'
import { sportsLiveMachine } from './sports-live.machine'
import { readMatchScore } from './sports-live.messages'
import type { SportsLiveContext, SportsLiveEvent } from './sports-live.types'

const topic = '/topic/sports/live'

/** What the server, the network, time and the visitor can do while the board is open. */
type Step =
  | { op: 'goal'; match: number; side: 'homeScore' | 'awayScore' }
  | { op: 'kickOff' | 'accept' | 'drop' | 'answer' | 'fail' | 'retry' | 'garbage' }
  | { op: 'tick'; ms: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('goal' as const),
      match: fc.nat({ max: 5 }),
      side: fc.constantFrom('homeScore' as const, 'awayScore' as const),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.constantFrom<Step>(
      { op: 'kickOff' },
      { op: 'accept' },
      { op: 'drop' },
      { op: 'answer' },
      { op: 'fail' },
      { op: 'retry' },
      { op: 'garbage' },
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: backoffCapMs }).map((ms): Step => ({ op: 'tick', ms })) },
)

const newMatch = (index: number, at: number): LiveMatch => ({
  id: `M-${index}`,
  league: 'League',
  home: `Home ${index}`,
  away: `Away ${index}`,
  homeScore: 0,
  awayScore: 0,
  minute: 1,
  state: 'LIVE',
  kickOff: index,
  at,
})

const flush = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve()
}

async function run(steps: readonly Step[], random: () => number) {
  const channel = fakeRealtime()
  const clock = new SimulatedClock()
  // The server: the true board, each change a later moment.
  let now = 1
  let server = [newMatch(0, now), newMatch(1, now)]
  const pending: { resolve(board: LiveMatch[]): void; reject(error: Error): void }[] = []
  const actor = createActor(
    sportsLiveMachine.provide({
      actors: {
        loadBoard: fromPromise<LiveMatch[], void>(
          () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
        ),
        connection: topicConnection<MatchScore, SportsLiveEvent>(
          channel,
          () => ({ merchant: 'M', customerId: '', token: '' }),
          readMatchScore,
        ),
      },
    }),
    { input: { random }, clock },
  )
  actor.start()
  const shownAt = new Map<string, number>()
  const pushScore = (match: LiveMatch) => {
    const { id, homeScore, awayScore, minute, state, at } = match
    channel.push(topic, { type: 'SPORTS_SCORE', data: { id, homeScore, awayScore, minute, state, at } })
  }

  const check = () => {
    const context = actor.getSnapshot().context as SportsLiveContext
    // One subscription at most, to the public topic, as a visitor: no member's token goes with it.
    expect(channel.liveSubscriptions()).toBeLessThanOrEqual(1)
    for (const connection of channel.connections) {
      expect(connection.headers.token).toBe('')
      for (const subscribed of connection.topics) expect(subscribed).toBe(topic)
    }
    // A match once shown never goes back to an earlier moment, and its names are the board's.
    for (const match of context.matches) {
      expect(match.at).toBeGreaterThanOrEqual(shownAt.get(match.id) ?? 0)
      shownAt.set(match.id, match.at)
      expect(match.home).toMatch(/^Home /)
    }
    const view = connectSportsLive(actor.getSnapshot())
    expect(view.live).toBe(channel.current()?.status() === 'open')
    if (view.status === 'failed') expect(context.matches).toEqual([])
  }

  for (const next of steps) {
    switch (next.op) {
      case 'goal': {
        const match = server[next.match % server.length]
        if (!match) break
        now += 1
        const scored = { ...match, [next.side]: match[next.side] + 1, at: now }
        server = server.map((candidate) => (candidate.id === scored.id ? scored : candidate))
        pushScore(scored)
        break
      }
      case 'kickOff': {
        now += 1
        const match = newMatch(server.length, now)
        server = [...server, match]
        pushScore(match)
        break
      }
      case 'accept':
        channel.accept()
        break
      case 'drop':
        channel.drop()
        break
      case 'answer':
        pending.shift()?.resolve(server.map((match) => ({ ...match })))
        break
      case 'fail':
        pending.shift()?.reject(new Error('offline'))
        break
      case 'retry':
        actor.send({ type: 'sports.retry' })
        break
      case 'garbage':
        channel.push(topic, 'not json')
        channel.push(topic, { type: 'SPORTS_SCORE', data: { id: 'M-0', homeScore: -1 } })
        break
      case 'tick':
        clock.increment(next.ms)
        break
    }
    await flush()
    check()
  }

  // Then the network settles: the link comes back, a failed read is tried again (the page offers it whenever
  // the board says it failed) and every read is answered. Nothing pushed is lost: the board is the server's,
  // however many pushes were missed while the link was down.
  clock.increment(backoffCapMs)
  channel.accept()
  await flush()
  if (connectSportsLive(actor.getSnapshot()).failure) actor.send({ type: 'sports.retry' })
  await flush()
  while (pending.length > 0) {
    pending.shift()?.resolve(server.map((match) => ({ ...match })))
    await flush()
  }
  check()
  const settled = actor.getSnapshot().context as SportsLiveContext
  expect(settled.matches.toSorted((a, b) => a.kickOff - b.kickOff)).toEqual(server)
  actor.stop()
  expect(channel.current()).toBeUndefined()
}

describe('sports live properties over random sequences of goals, kick-offs, drops and answers', () => {
  test('one subscription as a visitor; a score never goes back; once the network settles the board is the server’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (steps, r) => run(steps, () => r),
      ),
      { numRuns: runs.machineSequences },
    )
  }, 120_000)
})
