import type { RegistrationRequest } from '../../api/schemas/member'
import type { CountryCode, RegisterRules } from '../../api/schemas/system'
import type { WhitelabelFlags } from '../../domain/whitelabel'
import type { FieldErrors } from '../../validation/issues'
import type {
  RegistrationErrorField,
  RegistrationField,
  RegistrationMode,
} from '../../validation/registration-rules'
import type { CaptchaView } from '../login/captcha.machine'
import type { FlowFailure } from '../shared/failure'
import type { SmsView } from '../sms/sms.connect'

export type RegisterFlags = Pick<
  WhitelabelFlags,
  'USERNAMEREG3' | 'MOBILENUMREG3' | 'MOBILENUMPASSREG3' | 'REGMOBVERF3'
>

export interface RegisterInput {
  flags: RegisterFlags
  /** The site's host name: the affiliate check and the registration send it as `domain`. */
  domain: string
  /** The address the visitor registers from (`registerUrl`); the app passes it, the core has no `window`. */
  registerUrl?: string | null
  /** An affiliate code carried by the site address: used as is, and the field is not offered. */
  affiliateCode?: string | null
  /** The `referralCode` query parameter; may be absent. */
  referralCode?: string | null
  /** The visitor's country (the status call's `location.country`): picks the default dialing code. */
  country?: string | null
  /** The phone-authentication route is on: the code is sent and confirmed through the PhoneAuth port. */
  phoneAuth?: boolean
}

/** What the app reads from its own address for the register modal (the rest of the input comes from boot). */
export type RegisterSite = Pick<RegisterInput, 'domain' | 'registerUrl' | 'affiliateCode' | 'referralCode'>

/** What the form holds: the registration fields and the dialing code chosen beside the mobile number. */
export type RegisterField = RegistrationField | 'countryDialingCode'

export type RegisterFields = Record<RegisterField, string>

/** What the `loadSettings` actor answers: the field rules and the dialing codes (empty if unavailable). */
export interface RegisterSettings {
  rules: RegisterRules
  countryCodes: readonly CountryCode[]
}

/** The steps after a valid form, as the `submit` child machine receives them. */
export interface RegisterSubmission {
  mode: RegistrationMode
  /** The registration call's payload, without the bot-check token (the child adds it). */
  request: RegistrationRequest
  /** The affiliate check's payload, when a code applies. */
  affiliate: { code: string; domain: string } | null
  /** Present on the phone-auth route: the id of the sent code (null if none was sent) and the typed code. */
  phoneAuth: { verificationId: string | null; code: string } | null
  /** For the automatic sign-in when the register call answers no token; null when the form has no password. */
  credentials: { username: string; password: string } | null
}

/** How a submission ended. `registered`: the account exists, but the automatic sign-in failed. */
export type RegisterOutcome =
  | { status: 'signedIn'; token: string }
  | { status: 'registered'; failure: FlowFailure }
  | { status: 'failed'; failure: FlowFailure }

export interface RegisterContext {
  flags: RegisterFlags
  modes: readonly RegistrationMode[]
  mode: RegistrationMode
  /** Null until `loadSettings` answers. */
  rules: RegisterRules | null
  countryCodes: readonly CountryCode[]
  /** The dialing code the form starts with (and returns to on reset). */
  defaultDialingCode: string
  fields: RegisterFields
  agreed: boolean
  fieldErrors: FieldErrors<RegistrationErrorField>
  failure: FlowFailure | null
  site: {
    domain: string
    registerUrl: string | null
    affiliateCode: string | null
    referralCode: string | null
    country: string | null
  }
  phoneAuth: boolean
  /** The valid form being submitted; null otherwise. Holds the password only while the steps run. */
  submission: RegisterSubmission | null
  /** The `sms` child's button, mirrored so watching this actor is enough. */
  sms: SmsView
  /** From the `sms` child on the phone-auth route: the id the typed code is confirmed against. */
  verificationId: string | null
  /** The `captcha` child's image, mirrored likewise. */
  captcha: CaptchaView
}

export type RegisterEvent =
  | { type: 'register.change'; field: RegisterField; value: string }
  | { type: 'register.agree'; on: boolean }
  | { type: 'register.switchMode'; to: RegistrationMode }
  /** The reset button: empties the form, keeps the mode. */
  | { type: 'register.reset' }
  /** The SMS button: the mobile number is checked, then the `sms` child sends the code. */
  | { type: 'register.sendCode' }
  | { type: 'register.refreshCaptcha' }
  /** The user closed the failure dialog: forget the failure and the SMS button's failure. */
  | { type: 'register.dismiss' }
  | { type: 'register.submit' }
  /** The rules did not load: try again. */
  | { type: 'register.retry' }
