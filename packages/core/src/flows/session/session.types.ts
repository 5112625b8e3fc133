import type { ApiFailure } from '../../api/errors'
import type { MemberInfo } from '../../api/schemas/session'

export type PasswordChangeReason = 'default' | 'expired'

export interface SessionInput {
  /**
   * A token given in the page's URL (`?token=`). Only offered: the visitor confirms its account ("Continue as
   * agent01?") before it is used, signed in or not (issue 31).
   */
  urlToken?: string | null
  /** The token kept in the session store from earlier in this tab, if any. */
  storedToken?: string | null
}

/** What a sign-in hands the session: the token, and a forced password change with the old password. */
export interface SessionStart {
  token: string
  firstLogin?: boolean
  passwordChange?: PendingPasswordChange
}

/**
 * The password must change before the member goes on: the platform says so (default password, or expired with
 * PWDEXPFORCECHANGE3) at sign-in, in member info and in `password_change_required` answers. `oldPassword` is the
 * one just typed, kept in memory only so the member need not type it again; after a reload only the reason is
 * known and the form asks for the current password.
 */
export interface PendingPasswordChange {
  reason: PasswordChangeReason
  oldPassword: string | null
}

export interface SessionContext {
  token: string | null
  /** A link's token waiting for the visitor to confirm its account (never stored, never sent as the session's). */
  offeredToken: string | null
  /** Whose the offered token is, as the platform answered a call made with it. */
  offeredAccount: string | null
  member: MemberInfo | null
  isAgent: boolean
  isTrial: boolean
  /** True when this sign-in is the account's first ever (the login flow says so). */
  firstLogin: boolean
  failure: ApiFailure | null
  passwordChange: PendingPasswordChange | null
}

export type SessionEvent =
  /**
   * The login or registration flow signed in: store the token and load the member. While another member is
   * signed in, that member's session ends first (everything of theirs is dropped).
   */
  | ({ type: 'session.start' } & SessionStart)
  /** The change-password flow changed it: the forced change is over. */
  | { type: 'session.passwordChanged' }
  /** A call made with `token` was refused until the password changes: the platform limits this session. */
  | { type: 'session.passwordChangeRequired'; reason: PasswordChangeReason; token: string | null }
  /**
   * Load member info again: the session's own, when `member.changed` is announced on the member's events port
   * (a profile saved, a password changed). No other flow sends it.
   */
  | { type: 'session.reload' }
  | { type: 'session.retry' }
  /** Asks to sign out: the view shows the confirmation. */
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /** The member accepts the account a link offered: their own session ends and the link's begins. */
  | { type: 'switch.confirm' }
  /** The member keeps their own account: the link's token is forgotten. */
  | { type: 'switch.decline' }
  /**
   * A call made with `token` was answered unauthorized: the session is over, if that is still its token (a 401
   * for an earlier token ends nothing). `code`: why, as the platform said (`session_idle`, `password_changed`, …).
   * `revoked`: the server said so on the real-time channel (signed out elsewhere), and the notice says that.
   */
  | { type: 'session.expired'; token?: string | null; code?: string; revoked?: boolean }
