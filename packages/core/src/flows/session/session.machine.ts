import { assign, type ErrorActorEvent, emit, setup } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import { isApiError, toFailure } from '../../api/errors'
import type { Balance, MemberInfo } from '../../api/schemas/session'
import { memberRoles } from '../../domain/member'
import type { FlowEmitted } from '../shared/emitted'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { SessionContext, SessionEvent, SessionInput } from './session.types'

/**
 * The signed-in member: token, member info, roles, balance, sign-out. Other flows hand it a token with
 * `session.start`; it is the only writer of the stored token.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput & { storedToken?: string | null },
    emitted: {} as FlowEmitted,
  },
  actors: {
    loadMember: notProvided<MemberInfo>('loadMember'),
    loadBalance: notProvided<Balance>('loadBalance'),
    loadUnread: notProvided<number>('loadUnread'),
    logout: notProvided<unknown>('logout'),
  },
  actions: {
    persistToken: actionNotProvided('persistToken') as (_: unknown, params: { token: string }) => void,
    clearStoredSession: actionNotProvided('clearStoredSession'),
    assignStart: assign(({ event }) => {
      if (event.type !== 'session.start') return {}
      return {
        token: event.token,
        firstLogin: event.firstLogin ?? false,
        failure: null,
        passwordChange: event.passwordChange ?? null,
      }
    }),
    assignMember: assign((_, member: MemberInfo) => ({ member, ...memberRoles(member.type), failure: null })),
    assignFailure: assign((_, failure: ApiFailure) => ({ failure })),
    assignBalance: assign((_, balance: Balance) => ({ balance, balanceFailure: null })),
    assignBalanceFailure: assign((_, balanceFailure: ApiFailure) => ({ balanceFailure })),
    forget: assign({
      token: null,
      member: null,
      isAgent: false,
      isTrial: false,
      firstLogin: false,
      balance: null,
      balanceFailure: null,
      unread: null,
      passwordChange: null,
    }),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
    noticeExpired: emit(({ event }) => ({
      type: 'notice' as const,
      code: event.type === 'session.expired' && event.revoked ? 'session.revoked' : 'session.expired',
    })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isTrial: ({ context }) => context.isTrial,
    isUnauthorized: (_, error: unknown) => isApiError(error) && error.kind === 'unauthorized',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.urlToken || input.storedToken || null,
    member: null,
    isAgent: false,
    isTrial: false,
    firstLogin: false,
    balance: null,
    failure: null,
    balanceFailure: null,
    unread: null,
    passwordChange: null,
  }),
  initial: 'restoring',
  on: {
    'session.passwordChanged': { actions: assign({ passwordChange: null }) },
    'session.expired': {
      guard: 'hasToken',
      target: '.anonymous',
      actions: ['clearStoredSession', 'forget', 'noticeExpired'],
    },
  },
  states: {
    restoring: {
      always: [
        {
          guard: 'hasToken',
          target: 'loading',
          actions: { type: 'persistToken', params: ({ context }) => ({ token: context.token ?? '' }) },
        },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        'session.start': {
          target: 'loading',
          actions: ['assignStart', { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'signedIn',
          actions: { type: 'assignMember', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'anonymous',
            actions: ['clearStoredSession', 'forget', 'noticeExpired'],
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => toFailure(event.error, 'memberInfo') },
          },
        ],
      },
    },
    failed: {
      on: {
        'session.retry': 'loading',
        // A restore that failed must not block a fresh sign-in.
        'session.start': {
          target: 'loading',
          actions: ['assignStart', { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
        'logout.request': { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'goHome'] },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'logout.request': 'confirmingLogout',
        'session.reload': 'loading',
      },
      states: {
        balance: {
          initial: 'loading',
          states: {
            loading: {
              // A refresh asked during a load (a real-time event) starts it again: the answer on its way may
              // predate the change the event announced.
              on: { 'balance.refresh': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadBalance',
                src: 'loadBalance',
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignBalance', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'assignBalanceFailure',
                    params: ({ event }) => toFailure(event.error, 'walletBalance'),
                  },
                },
              },
            },
            idle: { on: { 'balance.refresh': 'loading' } },
          },
        },
        messages: {
          initial: 'deciding',
          states: {
            // Spec §4: the unread-message call is skipped for trial accounts.
            deciding: { always: [{ guard: 'isTrial', target: 'skipped' }, { target: 'loading' }] },
            loading: {
              on: { 'messages.refresh': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadUnread',
                src: 'loadUnread',
                onDone: { target: 'idle', actions: assign({ unread: ({ event }) => event.output }) },
                // A count that failed to load is only a missing badge: keep the last one.
                onError: { target: 'idle' },
              },
            },
            idle: { on: { 'messages.refresh': 'loading' } },
            skipped: {},
          },
        },
      },
    },
    confirmingLogout: {
      on: {
        'logout.confirm': 'signingOut',
        'logout.cancel': 'signedIn',
      },
    },
    signingOut: {
      // A 401 here means the token was already gone: the user asked to leave, so no "session expired" notice.
      on: { 'session.expired': {} },
      // The local session ends whether or not the server heard us: a failed sign-out must not trap the user.
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'goHome'] },
        onError: { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'goHome'] },
      },
    },
  },
})
