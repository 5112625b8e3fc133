import { isApiError } from '../../api/errors'
import type { SmsFailure, SmsRoute, SmsSent } from './sms.types'

/** Spec §9: the phone-auth route always counts 60 seconds. */
const phoneAuthSeconds = 60

/** Spec §9: `expiredMinutes` defaults to 1. */
const defaultExpiredMinutes = 1

/**
 * The countdown after a successful send: `expiredMinutes × 60`, or 60 on the phone-auth route. A missing,
 * zero, negative or non-finite `expiredMinutes` gets the default, so the button is always disabled for a
 * while after a send and the throttle cannot be bypassed by a bad answer.
 */
export function countdownSeconds(route: SmsRoute, sent: SmsSent | null | undefined): number {
  if (route === 'phoneAuth') return phoneAuthSeconds
  const minutes = sent?.expiredMinutes
  const valid = typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
  return Math.max(1, Math.round((valid ? minutes : defaultExpiredMinutes) * 60))
}

/**
 * Any error from a send as plain data. The phone-auth port rejects with `{ code }` (a PhoneAuthErrorCode); the
 * SMS calls reject with an ApiError; anything else is reported like a lost connection.
 */
export function smsFailureOf(error: unknown): SmsFailure {
  if (isApiError(error)) {
    const failure: SmsFailure = { kind: error.kind }
    if (error.code !== undefined) failure.code = error.code
    if (error.serverMessage !== undefined) failure.serverMessage = error.serverMessage
    return failure
  }
  if (hasCode(error)) return { kind: 'phone-auth', code: error.code }
  return { kind: 'network' }
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
}
