import type { CountryCode } from '../../api/schemas/system'
import { type FormResult, validateForm } from '../../validation/form'
import {
  type ForgotPasswordFormField,
  type ForgotPasswordFormValues,
  type ForgotPasswordMethod,
  forgotPasswordSchema,
} from '../../validation/sign-in-rules'
import { defaultDialingCode, idleSms } from '../register/register.rules'
import type {
  ForgotPasswordContext,
  ForgotPasswordFields,
  ForgotPasswordInput,
  ResetEmailRequest,
  SetPasswordRequest,
} from './forgot-password.types'

/** Spec §4: by mobile first, with tabs, when CHNGPASSVERIF3 is on; otherwise by e-mail only. */
export function forgotPasswordMethods(flags: ForgotPasswordInput['flags']): ForgotPasswordMethod[] {
  return flags.CHNGPASSVERIF3 ? ['mobileNum', 'email'] : ['email']
}

const blankFields: ForgotPasswordFields = {
  username: '',
  email: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
  newPassword: '',
}

export function initialContext(input: ForgotPasswordInput): ForgotPasswordContext {
  const methods = forgotPasswordMethods(input.flags)
  return {
    methods,
    method: methods[0] ?? 'email',
    emailCodeSent: false,
    countryCodes: [],
    fields: blankFields,
    fieldErrors: {},
    failure: null,
    country: input.country || null,
    sms: idleSms,
  }
}

export function withCountryCodes(
  context: ForgotPasswordContext,
  countryCodes: readonly CountryCode[],
): Partial<ForgotPasswordContext> {
  const countryDialingCode = defaultDialingCode(countryCodes, context.country)
  return { countryCodes, fields: { ...context.fields, countryDialingCode } }
}

/** Spec §5 "Forgot password", by the shared sign-in rules. */
export function validateForgotPassword(
  context: ForgotPasswordContext,
): FormResult<ForgotPasswordFormValues, ForgotPasswordFormField> {
  return validateForm(forgotPasswordSchema(context.method, context.emailCodeSent), context.fields)
}

/** By e-mail, the account and address alone: what asking for a (new) code needs. */
export function canMailCode(context: ForgotPasswordContext): boolean {
  return context.method === 'email' && validateForm(forgotPasswordSchema('email'), context.fields).success
}

const trimmed = (context: ForgotPasswordContext, field: keyof ForgotPasswordFields) =>
  context.fields[field].trim()

export function resetEmailRequest(context: ForgotPasswordContext): ResetEmailRequest {
  return { username: trimmed(context, 'username'), email: trimmed(context, 'email') }
}

export function setPasswordRequest(context: ForgotPasswordContext): SetPasswordRequest {
  const code = {
    newPassword: trimmed(context, 'newPassword'),
    verificationCode: trimmed(context, 'verificationCode'),
  }
  return context.method === 'email'
    ? { by: 'email', username: trimmed(context, 'username'), ...code }
    : { by: 'mobileNum', mobileNum: trimmed(context, 'mobileNum'), ...code }
}

/**
 * The automatic sign-in after a reset (spec §4): by e-mail with the username; by phone a password login with
 * the mobile number as the account (the platform resolves a number to its account). If it is refused, the flow
 * asks the user to sign in (docs/flows/forgot-password.md).
 */
export function signInRequest(context: ForgotPasswordContext) {
  const username = trimmed(context, context.method === 'email' ? 'username' : 'mobileNum')
  return { username, password: trimmed(context, 'newPassword') }
}
