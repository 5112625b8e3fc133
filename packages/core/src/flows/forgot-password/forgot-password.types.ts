import type { CountryCode } from '../../api/schemas/system'
import type { WhitelabelFlags } from '../../domain/whitelabel'
import type { FieldErrors } from '../../validation/issues'
import type { ForgotPasswordFormField, ForgotPasswordMethod } from '../../validation/sign-in-rules'
import type { FlowFailure } from '../shared/failure'
import type { SmsView } from '../sms/sms.connect'

export interface ForgotPasswordInput {
  flags: Pick<WhitelabelFlags, 'CHNGPASSVERIF3'>
  /** The visitor's country (the status call's `location.country`): picks the default dialing code. */
  country?: string | null
}

/** The form's inputs: the shared rules' fields and the dialing code beside the mobile number. */
export type ForgotPasswordField = ForgotPasswordFormField | 'countryDialingCode'

export type ForgotPasswordFields = Record<ForgotPasswordField, string>

export interface ForgotPasswordContext {
  methods: readonly ForgotPasswordMethod[]
  method: ForgotPasswordMethod
  /** By e-mail: the reset code was mailed, so the form asks for it and the new password. */
  emailCodeSent: boolean
  countryCodes: readonly CountryCode[]
  fields: ForgotPasswordFields
  fieldErrors: FieldErrors<ForgotPasswordFormField>
  /** Failures are flow failures (`flowFailure`): the server's code, `network`, … */
  failure: FlowFailure | null
  country: string | null
  /** The `sms` child's button, mirrored so watching this actor is enough. */
  sms: SmsView
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.switchMethod'; to: ForgotPasswordMethod }
  | { type: 'forgotPassword.change'; field: ForgotPasswordField; value: string }
  /** The SMS button (the `sms` child checks the number and sends the code), or by e-mail: mail a new code. */
  | { type: 'forgotPassword.sendCode' }
  /** The user closed the failure dialog: forget the failure and the SMS button's failure. */
  | { type: 'forgotPassword.dismiss' }
  | { type: 'forgotPassword.submit' }

/** Payload of `forgotPasswordEmail` (spec §3). */
export interface ResetEmailRequest {
  username: string
  email: string
}

/** Payload of `setPasswordByPhone` (spec §3) or of `setPasswordByEmail` (the mailed code), by `by`. */
export type SetPasswordRequest =
  | { by: 'mobileNum'; newPassword: string; mobileNum: string; verificationCode: string }
  | { by: 'email'; newPassword: string; username: string; verificationCode: string }
