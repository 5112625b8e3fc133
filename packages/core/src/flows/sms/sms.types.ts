import type { ApiErrorKind } from '../../api/errors'
import type { ValidationIssue } from '../../validation/issues'

/**
 * How the code is sent: through the portal's SMS calls (`smsCodeNoLogin`, `smsCodeRegister`) or through the
 * phone-authentication service, whose countdown is always 60 seconds (spec §4, "SMS button").
 */
export type SmsRoute = 'sms' | 'phoneAuth'

export interface SmsInput {
  route: SmsRoute
}

/** What the form hands over with the click: its own field values, trimmed by the machine. */
export interface SmsRequest {
  mobile: string
  countryCode: string
}

/** What a send answers: the SMS calls give `expiredMinutes`, the phone-auth service a verification id. */
export interface SmsSent {
  expiredMinutes?: number | null
  verificationId?: string | null
}

/** Why a send failed: the API's error kind and code (e.g. `too_many_requests`), or a phone-auth code. */
export interface SmsFailure {
  kind: ApiErrorKind | 'phone-auth'
  code?: string
  /** Shown verbatim in the warning dialog (spec §8, "SMS send failure"). */
  serverMessage?: string
}

export interface SmsContext {
  route: SmsRoute
  /** The number and dialing code of the send in flight or the last one. */
  request: SmsRequest | null
  /** Seconds until the button is enabled again; 0 when it is. */
  secondsLeft: number
  /** Length of the current countdown, for a progress display. */
  countdownSeconds: number
  /** Why the last click did not send (an empty or invalid number). */
  issue: ValidationIssue | null
  failure: SmsFailure | null
  /** From the phone-auth route: needed to confirm the code the user types. */
  verificationId: string | null
}

export type SmsEvent =
  /** The SMS button: send a code to this number, if the number is valid and the button is enabled. */
  | ({ type: 'sms.send' } & SmsRequest)
  /** The user closed the failure dialog or edited the number: forget the issue and the failure. */
  | { type: 'sms.dismiss' }

export type SmsEmitted =
  | { type: 'sms.sent'; seconds: number }
  /** Spec §8: a warning dialog shows the server's message with an OK button. */
  | { type: 'sms.failed'; failure: SmsFailure }
