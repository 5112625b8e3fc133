import { isApiError } from '../../api/errors'
import type { NoticeCode } from '../shared/emitted'
import type { PasswordChangeReason, PendingPasswordChange, SessionEvent } from './session.types'

/** Everything that belongs to one member: dropped whenever the member changes or leaves. */
export const nobody = {
  member: null,
  isAgent: false,
  isTrial: false,
  firstLogin: false,
  passwordChange: null,
} as const

/** The change the platform says is owed; the password typed at sign-in stays only while it is the same change. */
export function owedChange(
  known: PendingPasswordChange | null,
  reason: PasswordChangeReason | null,
): PendingPasswordChange | null {
  if (!reason) return null
  return { reason, oldPassword: known?.reason === reason ? known.oldPassword : null }
}

/** The platform's reasons for ending a session (the 401's code) → what the member is told. */
const noticeOfEnd: Readonly<Record<string, NoticeCode>> = {
  session_idle: 'session.idle',
  password_changed: 'session.passwordChanged',
  session_revoked: 'session.revoked',
  excluded: 'session.excluded',
}

/**
 * Why the member was signed out, as a notice: the platform's reason (a `session.expired` event's, or the error
 * of the member's own call), else "your session has ended".
 */
export function endNotice(event: SessionEvent | { type: string; error?: unknown }): NoticeCode {
  const code =
    event.type === 'session.expired' && 'code' in event
      ? event.code
      : 'error' in event && isApiError(event.error)
        ? event.error.code
        : undefined
  const told = code ? noticeOfEnd[code] : undefined
  return told ?? ('revoked' in event && event.revoked ? 'session.revoked' : 'session.expired')
}
