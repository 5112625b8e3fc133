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
  return validateForm(forgotPasswordSchema(context.method), context.fields)
}

const trimmed = (context: ForgotPasswordContext, field: keyof ForgotPasswordFields) =>
  context.fields[field].trim()

export function resetEmailRequest(context: ForgotPasswordContext): ResetEmailRequest {
  return { username: trimmed(context, 'username'), email: trimmed(context, 'email') }
}

export function setPasswordRequest(context: ForgotPasswordContext): SetPasswordRequest {
  return {
    newPassword: trimmed(context, 'newPassword'),
    mobileNum: trimmed(context, 'mobileNum'),
    verificationCode: trimmed(context, 'verificationCode'),
  }
}

/**
 * The automatic sign-in after a reset by phone (spec §4): a password login with the mobile number as the
 * account, which is what an account registered by mobile is called. An account with a username of its own is
 * refused, and the flow then asks the user to sign in (docs/flows/forgot-password.md).
 */
export function signInRequest(context: ForgotPasswordContext) {
  return { username: trimmed(context, 'mobileNum'), password: trimmed(context, 'newPassword') }
}
