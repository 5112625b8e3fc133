import { and, assign, type ErrorActorEvent, emit, setup } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import { isApiError, toFailure } from '../../api/errors'
import type { Balance, MemberInfo } from '../../api/schemas/session'
import { memberRoles } from '../../domain/member'
import type { FlowEmitted } from '../shared/emitted'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { PasswordChangeReason, SessionContext, SessionEvent, SessionInput } from './session.types'

/** Everything that belongs to one member: dropped whenever the member changes or leaves. */
const nobody = {
  member: null,
  isAgent: false,
  isTrial: false,
  firstLogin: false,
  balance: null,
  balanceFailure: null,
  unread: null,
  passwordChange: null,
} satisfies Partial<SessionContext>

/**
 * The signed-in member: token, member info, roles, balance, sign-out. Other flows hand it a token with
 * `session.start`; it is the only writer of the stored token. A token given in the URL is taken only when no
 * session is live; beside a live one it waits in `switchOffered` for the member to confirm (issue 12).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
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
    /** Keeps the reason of a forced change (never the password) beside the token, so a reload still owes it. */
    persistPasswordChange: actionNotProvided('persistPasswordChange') as (
      _: unknown,
      params: { reason: PasswordChangeReason | null },
    ) => void,
    /** Drops every user-bound entry of the session store (token, cached member answers, popup flags). */
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
    // Balance and unread belong to the member they were loaded for: another member starts without them.
    assignMember: assign(({ context }, member: MemberInfo) => ({
      member,
      ...memberRoles(member.type),
      failure: null,
      ...(context.member?.account === member.account
        ? {}
        : { balance: null, balanceFailure: null, unread: null }),
    })),
    assignFailure: assign((_, failure: ApiFailure) => ({ failure })),
    assignBalance: assign((_, balance: Balance) => ({ balance, balanceFailure: null })),
    assignBalanceFailure: assign((_, balanceFailure: ApiFailure) => ({ balanceFailure })),
    forget: assign({ ...nobody, token: null, offeredToken: null }),
    /** The link's token becomes the session's (after the previous member's stored session was cleared). */
    takeOfferedToken: assign(({ context }) => ({
      ...nobody,
      token: context.offeredToken,
      offeredToken: null,
      failure: null,
    })),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
    noticeExpired: emit(({ event }) => ({
      type: 'notice' as const,
      code: event.type === 'session.expired' && event.revoked ? 'session.revoked' : 'session.expired',
    })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasOfferedToken: ({ context }) => context.offeredToken !== null,
    isTrial: ({ context }) => context.isTrial,
    isUnauthorized: (_, error: unknown) => isApiError(error) && error.kind === 'unauthorized',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const stored = input.storedToken || null
    const url = input.urlToken || null
    return {
      ...nobody,
      token: stored ?? url,
      offeredToken: stored && url && url !== stored ? url : null,
      failure: null,
      passwordChange:
        stored && input.storedPasswordChange
          ? { reason: input.storedPasswordChange, oldPassword: null }
          : null,
    }
  },
  initial: 'restoring',
  on: {
    'session.passwordChanged': {
      actions: [
        assign({ passwordChange: null }),
        { type: 'persistPasswordChange', params: { reason: null } },
      ],
    },
    // Another account replaces the one signed in: nothing of the previous member may outlive the switch.
    'session.start': {
      target: '.loading',
      reenter: true,
      actions: [
        'clearStoredSession',
        'forget',
        'assignStart',
        { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
        {
          type: 'persistPasswordChange',
          params: ({ event }) => ({ reason: event.passwordChange?.reason ?? null }),
        },
      ],
    },
    'session.expired': [
      // The live session ended: a link's token waiting for confirmation no longer replaces anybody.
      {
        guard: 'hasOfferedToken',
        target: '.loading',
        reenter: true,
        actions: [
          'clearStoredSession',
          { type: 'persistToken', params: ({ context }) => ({ token: context.offeredToken ?? '' }) },
          'takeOfferedToken',
        ],
      },
      { guard: 'hasToken', target: '.anonymous', actions: ['clearStoredSession', 'forget', 'noticeExpired'] },
    ],
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
        // Nobody to forget: the store was cleared when the last member left.
        'session.start': {
          target: 'loading',
          actions: [
            'assignStart',
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
            {
              type: 'persistPasswordChange',
              params: ({ event }) => ({ reason: event.passwordChange?.reason ?? null }),
            },
          ],
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: 'hasOfferedToken',
            target: 'switchOffered',
            actions: { type: 'assignMember', params: ({ event }) => event.output },
          },
          { target: 'signedIn', actions: { type: 'assignMember', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: and([
              { type: 'isUnauthorized', params: ({ event }: { event: ErrorActorEvent }) => event.error },
              'hasOfferedToken',
            ]),
            target: 'loading',
            reenter: true,
            actions: [
              'clearStoredSession',
              { type: 'persistToken', params: ({ context }) => ({ token: context.offeredToken ?? '' }) },
              'takeOfferedToken',
            ],
          },
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
        'logout.request': { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'goHome'] },
      },
    },
    /** Signed in, and a link offers another account: the member decides before anything changes. */
    switchOffered: {
      on: {
        'switch.confirm': {
          target: 'loading',
          actions: [
            'clearStoredSession',
            { type: 'persistToken', params: ({ context }) => ({ token: context.offeredToken ?? '' }) },
            'takeOfferedToken',
          ],
        },
        'switch.decline': { target: 'signedIn', actions: assign({ offeredToken: null }) },
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
