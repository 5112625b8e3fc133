import * as v from 'valibot'
import { agreementField, type FormSchema, sameAs, textField } from './form'
import { emailCheck, mobileCheck, passwordCheck, usernameCheck, verificationCodeCheck } from './formats'

export interface LoginFormOptions {
  /** Spec §4: by username and password, or by mobile number and SMS code. */
  type: 'username' | 'sms'
  /** The server asked for a captcha after failed attempts (spec §4, login flow step 7). */
  captchaShown: boolean
  /** The 18+ / terms checkbox is on this login form (spec §5: ticked before register or login). */
  agreementShown: boolean
}

export type LoginFormValues =
  | { username: string; password: string; captcha?: string; agreement?: true }
  | { mobileNum: string; verificationCode: string; agreement?: true }

export type LoginFormField =
  | 'username'
  | 'password'
  | 'captcha'
  | 'mobileNum'
  | 'verificationCode'
  | 'agreement'

/**
 * Login (spec §5): by username, both fields are only required: existing accounts may predate today's
 * formats, and the server is the judge of credentials. By SMS, the mobile number must pass the mobile rule.
 */
export function loginSchema({
  type,
  captchaShown,
  agreementShown,
}: LoginFormOptions): FormSchema<LoginFormValues> {
  const agreement: v.ObjectEntries = agreementShown ? { agreement: agreementField() } : {}
  if (type === 'sms') {
    return v.object({
      mobileNum: textField(true, mobileCheck),
      verificationCode: textField(true, verificationCodeCheck),
      ...agreement,
    }) as FormSchema<LoginFormValues>
  }
  const captcha: v.ObjectEntries = captchaShown ? { captcha: textField(true) } : {}
  return v.object({
    username: textField(true),
    password: textField(true),
    ...captcha,
    ...agreement,
  }) as FormSchema<LoginFormValues>
}

export type ForgotPasswordMethod = 'email' | 'mobileNum'

export type ForgotPasswordFormValues =
  | { username: string; email: string }
  | { username: string; email: string; verificationCode: string; newPassword: string }
  | { mobileNum: string; verificationCode: string; newPassword: string }

export type ForgotPasswordFormField = 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword'

/**
 * Forgot password (spec §5), by e-mail or by mobile number and SMS code. By e-mail, once the reset code is mailed
 * (`emailCodeSent`), the code and the new password too.
 */
export function forgotPasswordSchema(
  method: ForgotPasswordMethod,
  emailCodeSent = false,
): FormSchema<ForgotPasswordFormValues> {
  if (method === 'email' && !emailCodeSent) {
    return v.object({
      username: textField(true, usernameCheck),
      email: textField(true, emailCheck),
    }) as FormSchema<ForgotPasswordFormValues>
  }
  if (method === 'email') {
    return v.object({
      username: textField(true, usernameCheck),
      email: textField(true, emailCheck),
      verificationCode: textField(true, verificationCodeCheck),
      newPassword: textField(true, passwordCheck),
    }) as FormSchema<ForgotPasswordFormValues>
  }
  return v.object({
    mobileNum: textField(true, mobileCheck),
    verificationCode: textField(true, verificationCodeCheck),
    newPassword: textField(true, passwordCheck),
  }) as FormSchema<ForgotPasswordFormValues>
}

export interface ChangePasswordFormValues {
  oldPassword?: string
  newPassword: string
  confirmNewPassword: string
}

export type ChangePasswordFormField = 'oldPassword' | 'newPassword' | 'confirmNewPassword'

/**
 * Change password (spec §5). `oldPasswordKnown`: the user just signed in with the password that must change
 * (default or expired), so the flow fills it in and the form does not ask.
 */
export function changePasswordSchema({ oldPasswordKnown }: { oldPasswordKnown: boolean }) {
  const passwords = {
    newPassword: textField(true, passwordCheck),
    confirmNewPassword: textField(true),
  }
  const form = oldPasswordKnown
    ? v.object(passwords)
    : v.object({ oldPassword: textField(true), ...passwords })
  return v.pipe(form, sameAs('newPassword', 'confirmNewPassword')) as FormSchema<ChangePasswordFormValues>
}
