import type { SnapshotFrom } from 'xstate'
import type { ApiErrorKind } from '../../api/errors'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { sessionMachine } from './session.machine'
import type { SessionEvent } from './session.types'

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export interface SessionView {
  status:
    | 'anonymous'
    | 'loading'
    | 'failed'
    | 'signedIn'
    | 'peeking'
    | 'switchOffered'
    | 'confirmingLogout'
    | 'signingOut'
  isLogin: boolean
  isAgent: boolean
  isTrial: boolean
  /** A token exists (stored or just issued), even while member info loads. */
  hasToken: boolean
  account: string | null
  nickname: string | null
  avatarUrl: string | null
  vipLabel: string | null
  /** The agent above me in the team, or null: whether the member centre offers a transfer to upline. */
  upline: string | null
  failure: ApiErrorKind | null
  /**
   * Why the password must change before the member goes on (spec §4), as the platform says, or null. While it is
   * set, every screen but the change-password one and sign-out is closed to the member (the app's router follows
   * `mustChangePassword`).
   */
  passwordChange: 'default' | 'expired' | null
  /**
   * True while a link's `?token=` offers an account and the visitor (signed in or not) has to confirm it: the
   * token is used only then (issue 31).
   */
  switchOffered: boolean
  /** The account the link's token belongs to, as the platform said: what "Continue as …?" names. */
  offeredAccount: string | null
}

/** Snapshot → what a view needs. Pure, so any front end can use it. */
function viewOfSession(snapshot: SessionSnapshot | undefined): SessionView {
  if (!snapshot) return anonymousView
  const { context } = snapshot
  const status = (
    [
      'signingOut',
      'confirmingLogout',
      'peeking',
      'switchOffered',
      'signedIn',
      'failed',
      'loading',
      'anonymous',
    ] as const
  ).find((state) => snapshot.matches(state))
  // A member asked about a link's account is still signed in as themselves until they confirm.
  const asking = status === 'peeking' || status === 'switchOffered'
  const signedIn =
    status === 'signedIn' ||
    status === 'confirmingLogout' ||
    status === 'signingOut' ||
    (asking && context.member !== null)
  return {
    status: status ?? 'anonymous',
    isLogin: signedIn,
    isAgent: signedIn && context.isAgent,
    isTrial: signedIn && context.isTrial,
    hasToken: context.token !== null,
    account: context.member?.account ?? null,
    nickname: context.member?.nickname ?? null,
    avatarUrl: context.member?.avatarUrl ?? null,
    vipLabel: context.member?.vipLabelName ?? null,
    upline: context.member?.upline ?? null,
    failure: context.failure?.kind ?? null,
    passwordChange: signedIn || status === 'loading' ? (context.passwordChange?.reason ?? null) : null,
    switchOffered: status === 'switchOffered',
    offeredAccount: status === 'switchOffered' ? context.offeredAccount : null,
  }
}

const anonymousView: SessionView = {
  status: 'anonymous',
  isLogin: false,
  isAgent: false,
  isTrial: false,
  hasToken: false,
  account: null,
  nickname: null,
  avatarUrl: null,
  vipLabel: null,
  upline: null,
  failure: null,
  passwordChange: null,
  switchOffered: false,
  offeredAccount: null,
}

/**
 * The core's rule for the router: a forced password change (default password, or expired with
 * PWDEXPFORCECHANGE3) is owed, so nothing but the change-password screen and sign-out may be entered.
 */
export function mustChangePassword(view: Pick<SessionView, 'passwordChange'>): boolean {
  return view.passwordChange !== null
}

/** What a view may ask of the session flow. */
export const sessionIntents = /* @__PURE__ */ defineIntents((send: Send<SessionEvent>) => ({
  retry: () => send({ type: 'session.retry' }),
  requestLogout: () => send({ type: 'logout.request' }),
  confirmLogout: () => send({ type: 'logout.confirm' }),
  cancelLogout: () => send({ type: 'logout.cancel' }),
  /** Take the account a link offered: the signed-in member's session ends first. */
  confirmSwitch: () => send({ type: 'switch.confirm' }),
  /** Stay signed in as now: the link's token is forgotten. */
  declineSwitch: () => send({ type: 'switch.decline' }),
}))

export type SessionIntents = ReturnType<typeof sessionIntents>

/** Snapshot → the view-model a session view renders, with its intents bound to the actor's `send`. Pure. */
export const connectSession: Connect<
  SessionSnapshot | undefined,
  SessionEvent,
  SessionView & SessionIntents
> = /* @__PURE__ */ defineConnect(viewOfSession, sessionIntents)
