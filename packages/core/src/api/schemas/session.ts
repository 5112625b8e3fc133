import * as v from 'valibot'
import { passwordChangeReasonSchema } from './boot'
import { numeric } from './common'

export { type Balance, balanceSchema, type MemberInfo, memberInfoSchema, rsaPublicKeySchema } from './boot'

export const loginRequestSchema = /* @__PURE__ */ v.object({
  /** In sms mode: the mobile number. */
  username: v.string(),
  /** In sms mode: the SMS code. */
  password: v.string(),
  captcha: v.optional(v.string()),
  type: v.picklist(['username', 'sms']),
  /** Result of the bot-verification step (non-SMS logins). */
  botToken: v.optional(v.string()),
  /** Which login form asks: a non-member is refused on the member side, a non-agent on the agent side. */
  side: v.optional(v.picklist(['member', 'agent'])),
  /** The second factor after a `second_check_required` answer (a sign-in from a new IP). */
  secondCheck: v.optional(
    v.object({ method: v.picklist(['sms', 'email', 'realName', 'authenticator']), value: v.string() }),
  ),
})

export const loginResponseSchema = /* @__PURE__ */ v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /**
   * Ours: the platform's decision that the password must change first (the default one, or expired with
   * PWDEXPFORCECHANGE3). The token then opens only the change, member info and sign-out.
   */
  passwordChange: v.nullish(passwordChangeReasonSchema),
})

/** Free demo play: `Encryption` is a random string, reversed, then RSA-encrypted (see api/encryption.ts). */
export const freePlayLoginRequestSchema = /* @__PURE__ */ v.object({
  os: v.string(),
  platform: v.literal('W'),
  Encryption: v.string(),
})

/** The spec gives no fields; a demo session is useless without a token, so that much is required. */
export const freePlayLoginResponseSchema = /* @__PURE__ */ v.looseObject({
  token: v.pipe(v.string(), v.nonEmpty()),
})

export const smsCodeNoLoginRequestSchema = /* @__PURE__ */ v.object({
  mobileNum: v.string(),
  countryDialingCode: v.string(),
})

/** Registration SMS: the mobile field is `mobileNo` here, and the bot check travels along. */
export const smsCodeRegisterRequestSchema = /* @__PURE__ */ v.object({
  mobileNo: v.string(),
  countryDialingCode: v.string(),
  botToken: v.optional(v.string()),
  /** Slider-captcha result of the mobile SMS request. */
  captcha: v.optional(v.string()),
})

/** The SMS countdown is `expiredMinutes × 60` seconds; the flows default it to 1 minute when absent. */
export const smsCodeResponseSchema = /* @__PURE__ */ v.nullish(
  v.looseObject({ expiredMinutes: v.nullish(numeric) }),
)

/** A base64 image (data URL or bare base64). */
export const captchaSchema = /* @__PURE__ */ v.pipe(v.string(), v.nonEmpty())

export type LoginRequest = v.InferInput<typeof loginRequestSchema>
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>
export type FreePlayLoginRequest = v.InferInput<typeof freePlayLoginRequestSchema>
export type SmsCodeResponse = v.InferOutput<typeof smsCodeResponseSchema>
