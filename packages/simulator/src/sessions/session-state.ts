/** A session's record and what the store keeps of sessions: no store import, so the store can hold them. */

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
