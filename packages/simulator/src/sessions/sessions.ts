import type { Member } from '../seed/members'
import type { Store } from '../store'
import type { PasswordChangeReason, Session, SessionEnd } from './session-state'

export * from './session-state'

export function openSession(
  store: Store,
  member: Member,
  passwordChange: PasswordChangeReason | null = null,
): string {
  const token = store.random.hex(32)
  const now = store.now()
  store.state.sessions.set(token, { account: member.account, passwordChange, openedAt: now, lastSeenAt: now })
  return token
}

/** The token's session if it is still live; one past its idle or absolute lifetime ends here. */
export function liveSession(store: Store, token: string): Session | null {
  const session = store.state.sessions.get(token)
  if (!session) return null
  const now = store.now()
  const { idleMs, absoluteMs } = store.state.sessionLifetimes
  if (now - session.openedAt >= absoluteMs) return endSession(store, token, 'session_expired')
  if (now - session.lastSeenAt >= idleMs) return endSession(store, token, 'session_idle')
  return session
}

/** Why a token that is no longer live ended, if it ever was one. */
export const endOf = (store: Store, token: string): SessionEnd | null =>
  store.state.endedSessions.get(token) ?? null

export function endSession(store: Store, token: string, why: SessionEnd): null {
  const session = store.state.sessions.get(token)
  if (!session) return null
  store.state.sessions.delete(token)
  store.state.endedSessions.set(token, why)
  store.sessionEvents.emit(token, session.account, why)
  return null
}

/** Ends every session of the account, but `keep` (the one that asked, when it stays signed in). */
export function endSessionsOf(store: Store, account: string, why: SessionEnd, keep?: string | null): number {
  const wanted = account.toLowerCase()
  const tokens = [...store.state.sessions]
    .filter(([token, session]) => token !== keep && session.account.toLowerCase() === wanted)
    .map(([token]) => token)
  for (const token of tokens) endSession(store, token, why)
  return tokens.length
}

/** The tokens of the account's live sessions. */
export const sessionsOf = (store: Store, account: string) =>
  [...store.state.sessions].filter(([, session]) => session.account === account)
