import type { WhitelabelFlags } from '../../domain/whitelabel'
import type { FieldErrors } from '../../validation/issues'
import type { LoginFormField } from '../../validation/sign-in-rules'
import type { FlowEmitted } from '../shared/emitted'
import type { FlowFailure } from '../shared/failure'
import type { CaptchaView } from './captcha.machine'

/** Username + password, or mobile number + SMS code (spec §3 "Login payload"). */
export type LoginType = 'username' | 'sms'

/** The form's fields with a problem: the shared sign-in rules' (the agreement shows beside its checkbox). */
export type LoginErrorField = LoginFormField

/** The member login (header, /login) or the agent login (/agentHome's form). */
export type LoginAudience = 'member' | 'agent'

/** Second factors the server may ask for when the account signs in from a new IP (spec §4). */
export type SecondCheckMethod = 'sms' | 'email' | 'realName' | 'authenticator'

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha'

export type LoginFields = Record<LoginField, string>

export interface LoginInput {
  flags: Pick<WhitelabelFlags, 'USERNAMEREG3' | 'MOBILEVERCODELOGIN3' | 'PWDEXPFORCECHANGE3'>
  audience?: LoginAudience
  /** What the remember-me cookies hold (read them with `readRememberedLogin`); prefills the form. */
  remembered?: { username?: string | null; mobileNum?: string | null }
}

export interface SecondFactor {
  method: SecondCheckMethod
  value: string
}

export interface LoginContext {
  audience: LoginAudience
  types: readonly LoginType[]
  type: LoginType
  fields: LoginFields
  agreed: boolean
  remember: boolean
  fieldErrors: FieldErrors<LoginErrorField>
  /** The server asked for a captcha; the image lives in the `captcha` child. */
  captchaShown: boolean
  /** The `captcha` child's image and status, mirrored here so watching this actor is enough. */
  captcha: CaptchaView
  /** Methods the server offered for the new-IP second check; null when none is pending. */
  secondCheck: readonly SecondCheckMethod[] | null
  secondFactor: SecondFactor | null
  botToken: string | null
  failure: FlowFailure | null
}

export type LoginEvent =
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.switchType'; to: LoginType }
  | { type: 'login.agree'; on: boolean }
  | { type: 'login.remember'; on: boolean }
  | { type: 'login.refreshCaptcha' }
  | { type: 'login.submit' }
  /** The second factor for a new-IP sign-in; the flow resubmits with it. */
  | { type: 'login.secondCheck'; method: SecondCheckMethod; value: string }
  /** Give up the second check and go back to the form. */
  | { type: 'login.cancel' }

/** What the `submitLogin` actor receives; the provided implementation maps it onto the login call. */
export interface SubmitLoginInput {
  type: LoginType
  /** In sms mode: the mobile number. */
  username: string
  /** In sms mode: the SMS code. */
  password: string
  captcha?: string
  botToken?: string
  secondCheck?: SecondFactor
  /** Which login asks, so the server can refuse the wrong side (`non_member`, `non_agent`). */
  side: LoginAudience
}

/**
 * The password is known to have to change (default `{secret}`, or expired with PWDEXPFORCECHANGE3). The old
 * password goes to the session with the token (in memory only), never in an event anyone may log.
 */
export type PasswordChangeRequiredEmitted = {
  type: 'password.changeRequired'
  reason: PasswordChangeReason
}

export type PasswordChangeReason = 'default' | 'expired'

export type LoginEmitted = FlowEmitted | PasswordChangeRequiredEmitted
