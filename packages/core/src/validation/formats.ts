import type { FieldCheck } from './form'
import type { ValidationIssue } from './issues'
import { matchesPattern } from './patterns'

/*
 * Formats the spec names but does not define ("username format", "password format", "mobile rule"); the
 * choices and their reasons are in docs/deviations.md and docs/validation.md.
 */

/** Starts with a letter, then letters and digits; 4 to 16 characters in all. */
export const usernameFormat = { min: 4, max: 16 } as const

/** Letters or digits ("login password is min to max digits or letters"), 6 to 20 characters. */
export const passwordFormat = { min: 6, max: 20 } as const

/** The national number without the country code: digits only, 6 to 15 (E.164 allows at most 15 in all). */
export const mobileFormat = { min: 6, max: 15 } as const

/** Spec §9: the SMS verification code field takes at most 255 characters. */
export const verificationCodeMax = 255

export const isUsername = (value: string): boolean => /^[A-Za-z][A-Za-z0-9]{3,15}$/.test(value)

export const isPassword = (value: string): boolean => /^[A-Za-z0-9]{6,20}$/.test(value)

export const isMobileNumber = (value: string): boolean => /^\d{6,15}$/.test(value)

export const isEmail = (value: string): boolean => matchesPattern(3, value)

export const usernameCheck: FieldCheck = (value) =>
  isUsername(value) ? null : { code: 'username', ...usernameFormat }

export const passwordCheck: FieldCheck = (value) =>
  isPassword(value) ? null : { code: 'password', ...passwordFormat }

export const mobileCheck: FieldCheck = (value) => (isMobileNumber(value) ? null : { code: 'mobile' })

export const emailCheck: FieldCheck = (value) => (isEmail(value) ? null : { code: 'email' })

export const verificationCodeCheck: FieldCheck = (value) =>
  [...value].length > verificationCodeMax ? { code: 'tooLong', max: verificationCodeMax } : null

/** The rule the SMS button applies before sending: a mobile number is required and must be valid. */
export function mobileIssue(mobile: string): ValidationIssue | null {
  const value = mobile.trim()
  if (value === '') return { code: 'required' }
  return mobileCheck(value)
}
