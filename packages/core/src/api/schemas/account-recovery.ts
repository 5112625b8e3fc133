import * as v from 'valibot'

/**
 * Account recovery (issue 32): resetting a forgotten fund password with an SMS code to the bound mobile
 * (resetPaymentPassword), and verifying the e-mail on file with a mailed code (verification_send_verified). The
 * original names the calls without fields; these shapes are ours.
 */

/**
 * The code goes to the number bound to the account, never to another: the member types the bound number to
 * show they know it (the security centre shows it masked), and the platform compares.
 */
export const fundPasswordResetSmsRequestSchema = /* @__PURE__ */ v.object({
  mobileNum: v.string(),
})

/** The new fund password with the SMS code; no other password is asked (the member has forgotten it). */
export const resetFundPasswordRequestSchema = /* @__PURE__ */ v.object({
  verificationCode: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
})

/** The code to type arrives at the address on file; the answer says how long it lasts and where it went (masked). */
export const emailVerificationSentSchema = /* @__PURE__ */ v.object({
  expiredMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** `me****@example.com` */
  email: v.string(),
})

export const verifyEmailRequestSchema = /* @__PURE__ */ v.object({
  verificationCode: v.string(),
})

export type EmailVerificationSent = v.InferOutput<typeof emailVerificationSentSchema>
