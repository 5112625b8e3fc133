import { assign, fromCallback, raise, setup } from 'xstate'
import { toFailure } from '../../api/errors'
import type { LiveMatch, MatchScore } from '../../api/schemas/sports'
import { backoffDelay, backoffMaxAttempt } from '../realtime/realtime.backoff'
import { notProvided } from '../shared/not-provided'
import type { SportsLiveContext, SportsLiveEvent, SportsLiveInput } from './sports-live.types'

/** A push for a match the board holds, applied when it is not older than what the board shows. */
function applyScore(context: SportsLiveContext, score: MatchScore) {
  const index = context.matches.findIndex((match) => match.id === score.id)
  const match = context.matches[index]
  if (!match || match.at > score.at) return {}
  return { matches: context.matches.with(index, { ...match, ...score }) }
}

/**
 * Live sports, a screen flow: reads the board and follows the public topic's score pushes. Every time the
 * connection opens, the first time included, the board is read again, so a push missed while it was down (or
 * before it opened) loses nothing; a push for a match the board does not have yet (a new kick-off) reads it
 * again too. A dropped connection comes back after a backoff with jitter, as the member's channel does. Of two
 * views of a match, the later (`at`) wins, so a read that answers after a push never turns the score back.
 */
export const sportsLiveMachine = setup({
  types: {
    context: {} as SportsLiveContext,
    events: {} as SportsLiveEvent,
    input: {} as SportsLiveInput,
  },
  actors: {
    loadBoard: notProvided<LiveMatch[]>('loadBoard'),
    connection: fromCallback<SportsLiveEvent, { topic: string }>(() => {
      throw new Error('connection was not provided: create the actor through createPortal() or .provide() it')
    }),
  },
  actions: {
    assignBoard: assign(({ context }, board: LiveMatch[]) => {
      const shown = new Map(context.matches.map((match) => [match.id, match]))
      const matches = board.map((match) => {
        const pushed = shown.get(match.id)
        return pushed && pushed.at > match.at ? { ...match, ...pushed } : match
      })
      return { matches, failure: null }
    }),
    markLive: assign({ attempt: 0 }),
    planRetry: assign(({ context }) => ({
      retryInMs: backoffDelay(context.attempt, context.random()),
      attempt: Math.min(context.attempt + 1, backoffMaxAttempt),
    })),
    reload: raise({ type: 'sports.reload' }),
  },
  guards: {
    knownMatch: ({ context, event }) =>
      event.type === 'channel.message' && context.matches.some((match) => match.id === event.message.id),
  },
  delays: {
    retryDelay: ({ context }) => context.retryInMs,
  },
}).createMachine({
  id: 'sportsLive',
  type: 'parallel',
  context: ({ input }) => ({
    matches: [],
    failure: null,
    random: input.random,
    attempt: 0,
    retryInMs: 0,
  }),
  states: {
    board: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadBoard',
            src: 'loadBoard',
            onDone: {
              target: 'ready',
              actions: { type: 'assignBoard', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error, 'sportsLive') }),
            },
          },
          // A read asked for while one is on its way starts again: its answer may predate what was asked for.
          on: { 'sports.reload': { target: 'loading', reenter: true } },
        },
        ready: { on: { 'sports.reload': 'loading' } },
        failed: { on: { 'sports.retry': 'loading', 'sports.reload': 'loading' } },
      },
      on: {
        'channel.message': [
          {
            guard: 'knownMatch',
            actions: assign(({ context, event }) => applyScore(context, event.message)),
          },
          { actions: 'reload' },
        ],
      },
    },
    link: {
      initial: 'connected',
      on: { 'channel.unavailable': '.unavailable' },
      states: {
        connected: {
          invoke: { id: 'connection', src: 'connection', input: { topic: '/topic/sports/live' } },
          initial: 'connecting',
          // A public topic has no session to check: a refusal waits its turn like a drop.
          on: { 'channel.closed': 'waiting', 'channel.refused': 'waiting' },
          states: {
            connecting: { on: { 'channel.open': 'live' } },
            live: { entry: ['markLive', 'reload'] },
          },
        },
        waiting: {
          entry: 'planRetry',
          after: { retryDelay: 'connected' },
        },
        unavailable: {},
      },
    },
  },
})
