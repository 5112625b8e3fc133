import { and, assign, emit, fromCallback, setup } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import { isApiError, toFailure } from '../../api/errors'
import type { MemberInfo } from '../../api/schemas/session'
import { memberRoles } from '../../domain/member'
import type { FlowEmitted } from '../shared/emitted'
import { errorOf } from '../shared/error-of'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { endNotice, nobody, owedChange } from './session.rules'
import type { SessionContext, SessionEvent, SessionInput } from './session.types'

const unauthorized = {
  type: 'isUnauthorized',
  params: errorOf,
} as const

/**
 * The signed-in member: token, member info, roles, sign-out: identity only. The member's money is the wallet's
 * (`walletFlow`), the unread count the inbox's (`unreadFlow`). Other flows hand it a token with
 * `session.start`; it is the only writer of the stored token. A token given in a link is never taken on its
 * own: the session asks the platform whose it is (without adopting it) and waits in `switchOffered` for the
 * visitor to confirm that account (issue 31).
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
    /** Member info asked with the link's token, which stays the link's: whose account the link opens. */
    peekOffered: notProvided<MemberInfo, { token: string }>('peekOffered'),
    logout: notProvided<unknown>('logout'),
    /** Hears `member.changed` on the member's events port and reloads: the session owns who the member is. */
    followMember: fromCallback<SessionEvent>(() => undefined),
  },
  actions: {
    persistToken: actionNotProvided('persistToken') as (_: unknown, params: { token: string }) => void,
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
    // A forced password change is what the platform says it is, on every load (a reload, a link, another tab).
    assignMember: assign(({ context }, member: MemberInfo) => ({
      member,
      ...memberRoles(member.type),
      failure: null,
      passwordChange: owedChange(context.passwordChange, member.passwordChange ?? null),
    })),
    assignFailure: assign((_, failure: ApiFailure) => ({ failure })),
    forget: assign({ ...nobody, token: null, offeredToken: null, offeredAccount: null }),
    forgetMember: assign({ ...nobody, token: null }),
    dropOffer: assign({ offeredToken: null, offeredAccount: null }),
    /** The link's token becomes the session's (after the previous member's stored session was cleared). */
    takeOfferedToken: assign(({ context }) => ({
      ...nobody,
      token: context.offeredToken,
      offeredToken: null,
      offeredAccount: null,
      failure: null,
    })),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
    noticeExpired: emit(({ event }) => ({ type: 'notice' as const, code: endNotice(event as SessionEvent) })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasMember: ({ context }) => context.member !== null,
    /** The event is about the session's own token: an answer to a call made with an earlier one is no news. */
    isCurrentToken: ({ context, event }) =>
      !('token' in event) || event.token === undefined || event.token === context.token,
    hasOfferedToken: ({ context }) => context.offeredToken !== null,
    isUnauthorized: (_, error: unknown) => isApiError(error) && error.kind === 'unauthorized',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const stored = input.storedToken || null
    const url = input.urlToken || null
    return {
      ...nobody,
      token: stored,
      offeredToken: url && url !== stored ? url : null,
      offeredAccount: null,
      failure: null,
    }
  },
  initial: 'restoring',
  on: {
    'session.passwordChanged': { actions: assign({ passwordChange: null }) },
    'session.passwordChangeRequired': {
      guard: 'isCurrentToken',
      actions: assign(({ context, event }) => ({
        passwordChange: owedChange(context.passwordChange, event.reason),
      })),
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
      ],
    },
    // The live session ended: a link's token waiting for an answer is dropped with it, never taken instead.
    'session.expired': {
      guard: and(['hasToken', 'isCurrentToken']),
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
        { guard: 'hasOfferedToken', target: 'peeking' },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        // Nobody to forget: the store was cleared when the last member left.
        'session.start': {
          target: 'loading',
          actions: ['assignStart', { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    loading: {
      // The member's own call answers for the token: its failure decides (below), a link's offer included.
      on: { 'session.expired': {} },
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: 'hasOfferedToken',
            target: 'peeking',
            actions: { type: 'assignMember', params: ({ event }) => event.output },
          },
          { target: 'signedIn', actions: { type: 'assignMember', params: ({ event }) => event.output } },
        ],
        onError: [
          // The stored session is over; the link's account is still only offered.
          {
            guard: and([unauthorized, 'hasOfferedToken']),
            target: 'peeking',
            actions: ['clearStoredSession', 'forgetMember'],
          },
          {
            guard: unauthorized,
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
    /** A link offers an account: whose it is, asked with its token, which stays the link's. */
    peeking: {
      invoke: {
        id: 'peekOffered',
        src: 'peekOffered',
        input: ({ context }) => ({ token: context.offeredToken ?? '' }),
        onDone: {
          target: 'switchOffered',
          actions: assign({ offeredAccount: ({ event }) => event.output.account }),
        },
        // A link whose token is not live (or unreadable) offers nothing.
        onError: [
          { guard: 'hasMember', target: 'signedIn', actions: 'dropOffer' },
          { target: 'anonymous', actions: 'dropOffer' },
        ],
      },
    },
    /** The visitor (signed in or not) decides before anything changes. */
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
        'switch.decline': [
          { guard: 'hasMember', target: 'signedIn', actions: 'dropOffer' },
          { target: 'anonymous', actions: 'dropOffer' },
        ],
      },
    },
    signedIn: {
      invoke: { id: 'followMember', src: 'followMember' },
      on: {
        'logout.request': 'confirmingLogout',
        'session.reload': 'loading',
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
