import { endpoint } from '../endpoint'
import {
  emailVerificationSentSchema,
  fundPasswordResetSmsRequestSchema,
  resetFundPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../schemas/account-recovery'
import { anyValue, noInput } from '../schemas/common'
import { smsCodeResponseSchema } from '../schemas/session'

// Account recovery (issue 32; original-calls.md §2: resetPaymentPassword(v2), verification_send_verified). The
// original names these without paths or fields: the paths follow its `/wps/relay/MCSFE_<name>` pattern and are
// marked chosen, the shapes are ours.

export const fundPasswordResetSms = endpoint({
  name: 'fundPasswordResetSms',
  method: 'POST',
  path: '/wps/relay/MCSFE_resetPaymentPassword_sms',
  auth: true,
  encrypted: false,
  request: fundPasswordResetSmsRequestSchema,
  response: smsCodeResponseSchema,
  purpose:
    'Send an SMS code to the bound mobile for resetting a forgotten fund password; the number typed must be the bound one. Refused: `mobile_not_bound`, `mobile_mismatch` (`field: mobileNum`), `too_many_requests` (fields ours)',
  pathChosen: true,
})

export const resetFundPassword = endpoint({
  name: 'resetFundPassword',
  method: 'POST',
  path: '/wps/relay/MCSFE_resetPaymentPasswordV2',
  auth: true,
  encrypted: true,
  request: resetFundPasswordRequestSchema,
  response: anyValue,
  purpose:
    'Set a new fund password with the SMS code (resetPaymentPassword); ends a fund-password lock-out. Refused: `wrong_sms_code` (`attemptsLeft`), `sms_code_spent` (`field: verificationCode`), `mobile_not_bound`, `same_as_login_password`, `field_invalid` (`field: newPassword`) (fields ours)',
  pathChosen: true,
})

export const sendEmailVerification = endpoint({
  name: 'sendEmailVerification',
  method: 'POST',
  path: '/wps/relay/MCSFE_verification_send_verified',
  auth: true,
  encrypted: false,
  request: noInput,
  response: emailVerificationSentSchema,
  purpose:
    'Mail a six-digit code to the e-mail on file, to verify it (at most one a minute, valid 10 minutes). Refused: `email_not_set`, `email_verified`, `too_many_requests` (fields ours)',
  pathChosen: true,
})

export const verifyEmail = endpoint({
  name: 'verifyEmail',
  method: 'POST',
  path: '/wps/relay/MCSFE_verification_verified',
  auth: true,
  encrypted: false,
  request: verifyEmailRequestSchema,
  response: anyValue,
  purpose:
    'Verify the e-mail on file with the mailed code; changing the address later unverifies it. Refused: `wrong_email_code` (`attemptsLeft`), `email_code_spent` (`field: verificationCode`), `email_not_set`, `email_verified` (fields ours)',
  pathChosen: true,
})
