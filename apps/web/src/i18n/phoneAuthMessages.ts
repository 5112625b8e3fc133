import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PhoneAuthErrorCode } from '@portal/core'

/**
 * The phone-authentication service's eleven refusals, each with its own sentence (spec §8): a generic "something
 * went wrong" told a member neither that the number was malformed nor that they should wait five minutes.
 */
export const phoneAuthMessages: Record<PhoneAuthErrorCode, MessageDescriptor> = {
  'invalid-phone-number': msg`The phone number format is invalid`,
  'missing-phone-number': msg`Please enter your phone number`,
  'too-many-requests': msg`Too many requests, please try again after 5 minutes`,
  unknown: msg`The code could not be sent, please contact support or try again`,
  'invalid-verification-code': msg`The verification code is invalid`,
  'missing-verification-code': msg`Please enter the verification code`,
  'captcha-check-failed': msg`The captcha check failed, please try again`,
  'quota-exceeded': msg`The SMS quota is used up, please contact customer service`,
  'operation-not-allowed': msg`This operation is not allowed`,
  'code-expired': msg`The code has expired, please send a new one`,
  'popup-closed-by-user': msg`Login failed: the verification window was closed, please try again`,
}

export function isPhoneAuthCode(code: string | undefined): code is PhoneAuthErrorCode {
  return code !== undefined && Object.hasOwn(phoneAuthMessages, code)
}
