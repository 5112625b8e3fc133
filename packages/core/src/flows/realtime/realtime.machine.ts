import { assign, enqueueActions, fromCallback, setup } from 'xstate'
import type { MemberEvent } from '../../events/member-events'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { backoffDelay, backoffMaxAttempt } from './realtime.backoff'
import { reactionTo } from './realtime.reactions'
import type { RealtimeContext, RealtimeEmitted, RealtimeEvent, RealtimeInput } from './realtime.types'

/** How long the connection may be down before the app shows "reconnecting": short drops go unnoticed. */
export const reconnectingNoticeMs = 3000

/**
 * The signed-in member's real-time channel (a session flow): one connection at a time, subscribed to the
 * member's topic. When it closes, the next one is tried after a backoff with jitter; every time one opens,
 * `member.resync` is announced on the member's events port (the owners re-fetch), so a message missed while the
 * channel was down loses nothing. Each message is translated once (`reactionTo`): into member events
 * (`money.moved`, `messages.changed`, `deposits.changed`, …) and a notice. No flow follows the channel itself.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    input: {} as RealtimeInput,
    emitted: {} as RealtimeEmitted,
  },
  actors: {
    /** Opens a connection for the topic and reports `channel.*` events; closing it is its cleanup. */
    connection: fromCallback<RealtimeEvent, { topic: string }>(() => {
      throw new Error('connection was not provided: create the actor through createPortal() or .provide() it')
    }),
    /**
     * Asks the platform whether the member's session still stands (any call the session's token carries). A 401
     * reaches the session through the API client, and the session, the owner of identity, ends itself.
     */
    checkSession: notProvided<unknown>('checkSession'),
  },
  actions: {
    /** Tells the owners on the member's events port. */
    announce: actionNotProvided<MemberEvent>('announce'),
    signOut: actionNotProvided<{ reason: string | null }>('signOut'),
    resync: enqueueActions(({ enqueue }) => {
      enqueue({ type: 'announce', params: { type: 'member.resync' } })
      enqueue.emit({ type: 'realtime.resync' })
    }),
    react: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'channel.message') return
      const reaction = reactionTo(event.message)
      enqueue.emit({ type: 'realtime.message', message: event.message })
      if (reaction.money)
        enqueue({ type: 'announce', params: { type: 'money.moved', cause: reaction.money } })
      if (reaction.messages)
        enqueue({ type: 'announce', params: { type: 'messages.changed', cause: 'arrived' } })
      if (reaction.rows) enqueue({ type: 'announce', params: { type: reaction.rows } })
      if (reaction.notice) enqueue.emit(reaction.notice)
      if (reaction.signOut) enqueue({ type: 'signOut', params: reaction.signOut })
    }),
    markLive: assign({ attempt: 0, wasLive: true }),
    planRetry: assign(({ context }) => ({
      retryInMs: backoffDelay(context.attempt, context.random()),
      attempt: Math.min(context.attempt + 1, backoffMaxAttempt),
    })),
    /** After a refusal the session stands: knocking again at once would be refused again. */
    planLongRetry: assign(({ context }) => ({
      retryInMs: backoffDelay(backoffMaxAttempt, context.random()),
      attempt: backoffMaxAttempt,
    })),
  },
  delays: {
    retryDelay: ({ context }) => context.retryInMs,
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({
    topic: input.topic,
    random: input.random,
    attempt: 0,
    retryInMs: 0,
    wasLive: false,
  }),
  initial: 'online',
  states: {
    online: {
      type: 'parallel',
      on: { 'channel.unavailable': 'unavailable' },
      states: {
        link: {
          initial: 'connected',
          states: {
            connected: {
              invoke: {
                id: 'connection',
                src: 'connection',
                input: ({ context }) => ({ topic: context.topic ?? '' }),
              },
              initial: 'connecting',
              on: { 'channel.closed': 'waiting', 'channel.refused': 'checking' },
              states: {
                connecting: { on: { 'channel.open': 'live' } },
                live: {
                  entry: ['markLive', 'resync'],
                  on: { 'channel.message': { actions: 'react' } },
                },
              },
            },
            waiting: {
              entry: 'planRetry',
              after: { retryDelay: 'connected' },
              on: { 'realtime.retry': 'connected' },
            },
            /**
             * The server refused the connection, as it does a token it no longer takes: rather than knock again
             * and again, ask the platform. A session that ended ends here (the registry stops this flow with it);
             * one that stands waits the longest delay, whatever the refusal was.
             */
            checking: {
              invoke: {
                id: 'checkSession',
                src: 'checkSession',
                onDone: 'waitingLong',
                onError: 'waitingLong',
              },
            },
            waitingLong: {
              entry: 'planLongRetry',
              after: { retryDelay: 'connected' },
              on: { 'realtime.retry': 'connected' },
            },
          },
        },
        /** Whether the app shows "reconnecting": only once the link has been down for a while. */
        indicator: {
          initial: 'down',
          states: {
            hidden: { on: { 'channel.closed': 'down', 'channel.refused': 'down' } },
            down: {
              after: { [reconnectingNoticeMs]: 'shown' },
              on: { 'channel.open': 'hidden' },
            },
            shown: { on: { 'channel.open': 'hidden' } },
          },
        },
      },
    },
    /** The portal was given no channel (a test, a terminal runner): the session works without pushes. */
    unavailable: {},
  },
})
