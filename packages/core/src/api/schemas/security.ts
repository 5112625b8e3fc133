import * as v from 'valibot'

/**
 * Account security beyond passwords (issue 32): the authenticator app (TOTP, RFC 6238). The original's calls
 * (getGA, bindGA, verification_otp) are named without fields; these shapes are ours.
 */

/** `getGA`: whether sign-ins ask for an authenticator code. */
export const authenticatorStatusSchema = /* @__PURE__ */ v.object({ enabled: v.boolean() })

/**
 * `bindGA`: a new secret for the member's app, not in force until a code from it is verified. The portal builds
 * the `otpauth://` address from it with the brand's name as issuer.
 */
export const authenticatorSecretSchema = /* @__PURE__ */ v.object({
  /** Base32 (RFC 4648), no padding. */
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,64}$/)),
  /** The name the app shows under the issuer: the account. */
  account: v.string(),
  algorithm: v.picklist(['SHA1', 'SHA256', 'SHA512']),
  digits: v.picklist([6, 8]),
  /** Seconds per code. */
  period: v.pipe(v.number(), v.integer(), v.minValue(1)),
})

/** `verification_otp`: a code from the app turns it on (`enable`, the new secret) or off (`disable`). */
export const verifyAuthenticatorRequestSchema = /* @__PURE__ */ v.object({
  purpose: v.picklist(['enable', 'disable']),
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6,8}$/)),
})

export type AuthenticatorStatus = v.InferOutput<typeof authenticatorStatusSchema>
export type AuthenticatorSecret = v.InferOutput<typeof authenticatorSecretSchema>
export type AuthenticatorPurpose = v.InferOutput<typeof verifyAuthenticatorRequestSchema>['purpose']

/**
 * `getCustomerSecurityQuestions`: the questions the platform offers (codes the portal words, with the platform's
 * own text for a code it does not know) and which two the member has answered. Answers never come back.
 */
export const securityQuestionsSchema = /* @__PURE__ */ v.object({
  questions: v.array(v.object({ id: v.string(), text: v.string() })),
  /** The questions answered, in order; empty while none are set. */
  chosen: v.array(v.string()),
})

const answer = /* @__PURE__ */ v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(50))

/** `setCustomerSecurityQuestions`: two different questions with their answers; the login password is the step-up. */
export const setSecurityQuestionsRequestSchema = /* @__PURE__ */ v.object({
  question1: v.pipe(v.string(), v.minLength(1)),
  answer1: answer,
  question2: v.pipe(v.string(), v.minLength(1)),
  answer2: answer,
  loginPassword: v.pipe(v.string(), v.minLength(1)),
})

export type SecurityQuestions = v.InferOutput<typeof securityQuestionsSchema>
