import type { ApiFailure } from '../../api/errors'
import type { Balance, MemberInfo } from '../../api/schemas/session'

export interface SessionInput {
  /** A token given in the URL wins over the stored one. */
  urlToken?: string | null
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
}

export type SessionEvent =
  /** The login or registration flow signed in: store the token and load the member. */
  | { type: 'session.start'; token: string; firstLogin?: boolean }
  /** Load member info again (after a password change, say). */
  | { type: 'session.reload' }
  | { type: 'session.retry' }
  | { type: 'balance.refresh' }
  | { type: 'messages.refresh' }
  /** Asks to sign out: the view shows the confirmation. */
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /** Any call answered unauthorized: the session is over. */
  | { type: 'session.expired' }
