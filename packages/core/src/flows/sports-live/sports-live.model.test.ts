import { describe, expect } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import type { LiveMatch, MatchScore } from '../../api/schemas/sports'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { backoffDelay, backoffMaxAttempt } from '../realtime/realtime.backoff'
import { connectSportsLive } from './sports-live.connect'
import { sportsLiveMachine } from './sports-live.machine'
import type { SportsLiveContext } from './sports-live.types'

const match = (id: string, at: number): LiveMatch => ({
  id,
  league: 'Asia Premier League',
  home: 'Taipei',
  away: 'Hanoi',
  homeScore: 1,
  awayScore: 0,
  minute: 30,
  state: 'LIVE',
  kickOff: 0,
  at,
})
const board = [match('M-1', 100), match('M-2', 100)]
/** A goal for the board's first match, newer than the board. */
const goal: MatchScore = { id: 'M-1', homeScore: 1, awayScore: 1, minute: 31, state: 'LIVE', at: 200 }
/** A score of a match the board does not have: a new kick-off. */
const unknown: MatchScore = { id: 'M-9', homeScore: 0, awayScore: 0, minute: 1, state: 'LIVE', at: 200 }

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const link: AnyEventObject[] = snapshot.matches({ link: { connected: 'connecting' } })
    ? [
        { type: 'channel.open' },
        { type: 'channel.closed' },
        { type: 'channel.refused' },
        { type: 'channel.unavailable' },
      ]
    : snapshot.matches({ link: { connected: 'live' } })
      ? [
          { type: 'channel.message', message: goal },
          { type: 'channel.message', message: unknown },
          { type: 'channel.closed' },
          { type: 'channel.refused' },
        ]
      : []
  const board: AnyEventObject[] = snapshot.matches({ board: 'failed' }) ? [{ type: 'sports.retry' }] : []
  return [...link, ...board]
}

const machine = sportsLiveMachine.provide({ actors: { connection: fromCallback(() => undefined) } })
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SportsLiveContext

const viewOf = (snapshot: AnyMachineSnapshot) => connectSportsLive(snapshot as never)

function waitsItsTurn({ before, after }: RuleStep) {
  expect(after.matches({ link: 'waiting' })).toBe(true)
  expect(viewOf(after).live).toBe(false)
  const { attempt } = contextOf(before)
  expect(contextOf(after).attempt).toBe(Math.min(attempt + 1, backoffMaxAttempt))
  expect(contextOf(after).retryInMs).toBe(backoffDelay(attempt, 0.5))
}
const reading = (snapshot: AnyMachineSnapshot) => snapshot.matches({ board: 'loading' })

/** What each transition must do (issue 15, sports live), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'channel.open': ({ before, after }) => {
    expect(after.matches({ link: { connected: 'live' } })).toBe(true)
    expect(viewOf(after).live).toBe(true)
    expect(contextOf(after).attempt).toBe(0)
    // Every opening reads the board again, a read on its way included: nothing pushed before is missed.
    expect(reading(after)).toBe(true)
    expect(contextOf(after).matches).toEqual(contextOf(before).matches)
  },
  'channel.closed': (step) => waitsItsTurn(step),
  // A public topic has no session to ask about: a refusal waits its turn like a drop.
  'channel.refused': (step) => waitsItsTurn(step),
  'channel.unavailable': ({ before, after }) => {
    expect(after.matches({ link: 'unavailable' })).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
  },
  'channel.message': ({ event, before, after }) => {
    const score = (event as AnyEventObject & { message: MatchScore }).message
    const known = contextOf(before).matches.find((candidate) => candidate.id === score.id)
    if (known) {
      // Applied in place: the names stay, the score and moment are the push's.
      const now = contextOf(after).matches.find((candidate) => candidate.id === score.id)
      expect(now).toEqual({ ...known, ...score })
      expect(viewOf(after).matches.find((candidate) => candidate.id === score.id)).toEqual(now)
    } else {
      // A match the board has not got: read the board for its names.
      expect(contextOf(after).matches).toEqual(contextOf(before).matches)
      expect(reading(after)).toBe(true)
    }
  },
  'sports.reload': ({ after }) => expect(reading(after)).toBe(true),
  'sports.retry': ({ before, after }) => {
    expect(before.matches({ board: 'failed' })).toBe(true)
    expect(reading(after)).toBe(true)
  },
  'xstate.done.actor.loadBoard': ({ before, after }) => {
    const shown = new Map(contextOf(before).matches.map((candidate) => [candidate.id, candidate]))
    // The board's read, except where a push already showed a later moment of a match.
    for (const read of board) {
      const pushed = shown.get(read.id)
      const expected = pushed && pushed.at > read.at ? { ...read, ...pushed } : read
      expect(contextOf(after).matches.find((candidate) => candidate.id === read.id)).toEqual(expected)
    }
    expect(viewOf(after)).toMatchObject({ status: 'ready', failure: null })
  },
  'xstate.error.actor.loadBoard': ({ before, after }) => {
    const view = viewOf(after)
    expect(view.failure).toBe('network')
    // A board already shown stays shown; with none the page says it failed.
    expect(view.status).toBe(contextOf(before).matches.length > 0 ? 'ready' : 'failed')
  },
  after: ({ before, after }) => {
    expect(before.matches({ link: 'waiting' })).toBe(true)
    expect(after.matches({ link: { connected: 'connecting' } })).toBe(true)
  },
}

describe('sports live model', () => {
  testModel(machine, {
    events,
    input: { random: () => 0.5 },
    outputs: { loadBoard: [board] },
    errors: { loadBoard: [new ApiError({ kind: 'network', endpoint: 'sportsLive' })] },
    keepActors: ['connection'],
    sendDelayedEvents: true,
    rules,
  })
})

testTransitionCoverage(machine)
