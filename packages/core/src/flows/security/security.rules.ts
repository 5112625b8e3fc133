import type { SecurityConfig } from '../../api/schemas/member-centre'
import { mobileCheck } from '../../validation/formats'
import type { FieldErrors } from '../../validation/issues'
import type { FormFields } from '../member-form/member-form.types'

/** The protections the security centre lists, in its order. */
export const securityItems = [
  'loginPassword',
  'fundPassword',
  'mobile',
  'email',
  'realName',
  'bankCard',
  'authenticator',
] as const

export type SecurityItem = (typeof securityItems)[number]

/** How much each protection counts towards the score; money-moving ones weigh most. Sums to 100. */
const weights: Record<SecurityItem, number> = {
  loginPassword: 15,
  fundPassword: 20,
  mobile: 15,
  email: 10,
  realName: 15,
  bankCard: 10,
  authenticator: 15,
}

export interface SecurityCheck {
  item: SecurityItem
  done: boolean
  /** What is on record, masked by the server (`+84 91****678`), or null. */
  detail: string | null
}

export function securityChecklist(config: SecurityConfig): SecurityCheck[] {
  const done: Record<SecurityItem, boolean> = {
    loginPassword: config.hasLoginPassword,
    fundPassword: config.hasFundPassword,
    mobile: Boolean(config.mobileNum) && config.mobileVerified,
    email: Boolean(config.email),
    realName: Boolean(config.payeeName),
    bankCard: config.bankCardCount > 0,
    authenticator: config.authenticator,
  }
  const detail: Partial<Record<SecurityItem, string | null | undefined>> = {
    mobile: config.mobileNum,
    email: config.email,
    realName: config.payeeName,
  }
  return securityItems.map((item) => ({ item, done: done[item], detail: detail[item] ?? null }))
}

/** 0–100: the weighted share of protections in place. */
export function securityScore(checks: readonly SecurityCheck[]): number {
  return checks.reduce((score, check) => score + (check.done ? weights[check.item] : 0), 0)
}

/** Weak below 50, fair below 80, strong from 80. */
export function securityLevel(score: number): 'weak' | 'fair' | 'strong' {
  return score < 50 ? 'weak' : score < 80 ? 'fair' : 'strong'
}

/** The fund password: exactly six digits (registration's paymentPassword rule, pattern 6). */
export const fundPasswordIssue = { code: 'pattern.6', min: 6, max: 6 } as const

export function validateFundPassword(fields: FormFields): FieldErrors {
  const errors: FieldErrors = {}
  const value = (name: string) => (fields[name] ?? '').trim()
  if ('oldPassword' in fields && value('oldPassword') === '') errors.oldPassword = { code: 'required' }
  if ('loginPassword' in fields && value('loginPassword') === '') errors.loginPassword = { code: 'required' }
  if (value('newPassword') === '') errors.newPassword = { code: 'required' }
  else if (!/^\d{6}$/.test(value('newPassword'))) errors.newPassword = { ...fundPasswordIssue }
  if (value('confirmNewPassword') === '') errors.confirmNewPassword = { code: 'required' }
  else if (value('confirmNewPassword') !== value('newPassword'))
    errors.confirmNewPassword = { code: 'mismatch' }
  return errors
}

export function validateBindMobile(fields: FormFields): FieldErrors {
  const errors: FieldErrors = {}
  const mobile = (fields.mobileNum ?? '').trim()
  const code = (fields.verificationCode ?? '').trim()
  if (mobile === '') errors.mobileNum = { code: 'required' }
  else {
    const issue = mobileCheck(mobile)
    if (issue) errors.mobileNum = issue
  }
  if (code === '') errors.verificationCode = { code: 'required' }
  return errors
}
