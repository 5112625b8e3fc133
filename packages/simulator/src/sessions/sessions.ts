import type { Member } from '../seed/members'
import type { Store } from '../store'

export type PasswordChangeReason = 'default' | 'expired'

/**
 * Why a token stopped working. A call made with it afterwards is answered 401 with this as the envelope's `code`,
 * so the portal can tell the member why they were signed out.
 */
export type SessionEnd =
  | 'signed_out'
  | 'session_idle'
  | 'session_expired'
  | 'password_changed'
  | 'session_revoked'
  | 'excluded'

/** One token's session: whose it is, whether it is limited to a password change, and its clock. */
export interface Session {
  account: string
  /** A forced change is owed: the token opens the change, the member's details and sign-out, nothing else. */
  passwordChange: PasswordChangeReason | null
  openedAt: number
  lastSeenAt: number
}

/** Idle: since the token's last call; absolute: since sign-in. The dev surface shortens them for tests. */
export interface SessionLifetimes {
  idleMs: number
  absoluteMs: number
}

const minute = 60_000
export const defaultLifetimes: SessionLifetimes = { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute }

export type SessionEndedListener = (token: string, account: string, why: SessionEnd) => void

/** Told whenever a session ends, however it ends; it belongs to the store, so it outlives a reset. */
export interface SessionEvents {
  onEnded(listener: SessionEndedListener): () => void
  emit(token: string, account: string, why: SessionEnd): void
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<SessionEndedListener>()
  return {
    onEnded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(token, account, why) {
      for (const listener of listeners) listener(token, account, why)
    },
  }
}

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
