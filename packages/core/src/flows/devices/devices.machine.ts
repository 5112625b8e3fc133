import { assign, setup } from 'xstate'
import type { LoginSession } from '../../api/schemas/member-centre'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { DevicesContext, DevicesEvent } from './devices.types'

const othersOf = (sessions: readonly LoginSession[]) => sessions.filter((session) => !session.current)

/**
 * Devices and sessions, a screen flow: where the account is signed in, this device marked. Another session
 * can be signed out, or all others at once (one request per session, in order); this device signs out with
 * the header's Sign out, never from here. A sign-out that succeeds drops its rows; one that fails says so and
 * loads the list again, because some of the sessions may have ended before the failure.
 */
export const devicesMachine = setup({
  types: {
    context: {} as DevicesContext,
    events: {} as DevicesEvent,
    children: {} as { loadSessions: 'loadSessions'; revokeSessions: 'revokeSessions' },
  },
  actors: {
    loadSessions: notProvided<LoginSession[], void>('loadSessions'),
    revokeSessions: notProvided<unknown, { ids: string[] }>('revokeSessions'),
  },
  actions: {
    assignSessions: assign((_, sessions: LoginSession[]) => ({ sessions, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    takeOne: assign(({ event }) =>
      event.type === 'devices.revoke' ? { revoking: [event.id], revokeFailure: null } : {},
    ),
    takeOthers: assign(({ context }) => ({
      revoking: othersOf(context.sessions).map((session) => session.id),
      revokeFailure: null,
    })),
    dropRevoked: assign(({ context }) => ({
      sessions: context.sessions.filter((session) => !context.revoking.includes(session.id)),
      revoking: [],
    })),
    assignRevokeFailure: assign((_, error: unknown) => ({
      revokeFailure: flowFailure(error),
      revoking: [],
    })),
  },
  guards: {
    isOtherSession: ({ context, event }) =>
      event.type === 'devices.revoke' &&
      othersOf(context.sessions).some((session) => session.id === event.id),
    hasOthers: ({ context }) => othersOf(context.sessions).length > 0,
  },
}).createMachine({
  id: 'devices',
  context: { sessions: [], revoking: [], failure: null, revokeFailure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'ready', actions: { type: 'assignSessions', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'devices.refresh': '#devices.loading',
            'devices.revoke': { guard: 'isOtherSession', target: 'revoking', actions: 'takeOne' },
            'devices.revokeOthers': { guard: 'hasOthers', target: 'revoking', actions: 'takeOthers' },
          },
        },
        revoking: {
          invoke: {
            id: 'revokeSessions',
            src: 'revokeSessions',
            input: ({ context }) => ({ ids: context.revoking }),
            onDone: { target: 'idle', actions: 'dropRevoked' },
            onError: {
              target: '#devices.loading',
              actions: {
                type: 'assignRevokeFailure',
                params: errorOf,
              },
            },
          },
        },
      },
    },
    failed: { on: { 'devices.retry': 'loading', 'devices.refresh': 'loading' } },
  },
})
