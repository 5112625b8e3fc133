import type { ApiFailure } from '../../api/errors'
import type { Balance, MemberInfo } from '../../api/schemas/session'

export interface SessionInput {
  /** A token given in the URL wins over the stored one. */
  urlToken?: string | null
}

/** What a sign-in hands the session: the token, and a forced password change with the old password. */
export interface SessionStart {
  token: string
  firstLogin?: boolean
  passwordChange?: PendingPasswordChange
}

/**
 * The password must change before the member goes on (default password, or expired with PWDEXPFORCECHANGE3).
 * `oldPassword` is the one just typed, kept in memory only so the member need not type it again.
 */
export interface PendingPasswordChange {
  reason: 'default' | 'expired'
  oldPassword: string | null
}

export interface SessionContext {
  token: string | null
  member: MemberInfo | null
  isAgent: boolean
  isTrial: boolean
  /** True when this sign-in is the account's first ever (the login flow says so). */
  firstLogin: boolean
  balance: Balance | null
  failure: ApiFailure | null
  balanceFailure: ApiFailure | null
  /** Unread messages; null until loaded, and always for trial accounts. */
  unread: number | null
  passwordChange: PendingPasswordChange | null
}

export type SessionEvent =
  /** The login or registration flow signed in: store the token and load the member. */
  | ({ type: 'session.start' } & SessionStart)
  /** The change-password flow changed it: the forced change is over. */
  | { type: 'session.passwordChanged' }
  /** Load member info again (after a password change, say). */
  | { type: 'session.reload' }
  | { type: 'session.retry' }
  | { type: 'balance.refresh' }
  | { type: 'messages.refresh' }
  /** Asks to sign out: the view shows the confirmation. */
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /**
   * Any call answered unauthorized: the session is over. `revoked`: the server said so on the real-time channel
   * (signed out elsewhere), and the notice says that instead.
   */
  | { type: 'session.expired'; revoked?: boolean }
