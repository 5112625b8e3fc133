import { type ApiFailure, isApiError } from '../../api/errors'
import type { LoginResponse } from '../../api/schemas/session'
import { validateForm } from '../../validation/form'
import type { FieldErrors } from '../../validation/issues'
import { type LoginFormValues, loginSchema } from '../../validation/sign-in-rules'
import type {
  LoginContext,
  LoginErrorField,
  LoginInput,
  LoginType,
  SecondCheckMethod,
  SubmitLoginInput,
} from './login.types'

/** The spec's default password (§9): signing in with it forces a password change. */
export const defaultPassword = '{secret}'

/** Business code of the new-IP second check; its `value.methods` lists the factors the server accepts. */
export const secondCheckCode = 'second_check_required'

/**
 * Login types on offer, in the order the selector shows them. SMS login is MOBILEVERCODELOGIN3. The flags have
 * no "username login" switch, so username login is on unless the operator turned username registration off
 * and mobile login on: then every account signs in by mobile, and a username form would be a dead end.
 */
export function loginTypes(flags: LoginInput['flags']): LoginType[] {
  const sms = flags.MOBILEVERCODELOGIN3
  const username = flags.USERNAMEREG3 || !sms
  return [...(username ? (['username'] as const) : []), ...(sms ? (['sms'] as const) : [])]
}

/** Spec §5 "Login", by the shared sign-in rules: one error per field, as codes; empty when the form is valid. */
export function validateLogin(context: LoginContext): FieldErrors<LoginErrorField> {
  const schema = loginSchema({
    type: context.type,
    captchaShown: captchaApplies(context),
    agreementShown: true,
  })
  const result = validateForm<LoginFormValues, LoginErrorField>(schema, {
    ...context.fields,
    agreement: context.agreed,
  })
  return result.success ? {} : result.errors
}

/**
 * Spec §4 step 5, as the platform decides it (issue 31): the default password, or an expired one when
 * PWDEXPFORCECHANGE3 forces the change, gives a token limited to changing it, and the answer says so.
 */
export function passwordChangeReason(answer: LoginResponse): 'default' | 'expired' | null {
  return answer.passwordChange ?? null
}

function failureData(error: unknown): ApiFailure | null {
  return isApiError(error) ? error.toFailure() : null
}

/** Spec §4 step 7: a failure whose value holds `captcha` shows the captcha field. */
export function asksForCaptcha(error: unknown): boolean {
  const value = failureData(error)?.value
  return typeof value === 'object' && value !== null && 'captcha' in value && Boolean(value.captcha)
}

const secondCheckMethods: readonly SecondCheckMethod[] = ['sms', 'email', 'realName', 'authenticator']

/** The methods of a second-check answer, or null when the failure is something else. */
export function secondCheckMethodsOf(error: unknown): SecondCheckMethod[] | null {
  const failure = failureData(error)
  if (failure?.kind !== 'business' || failure.code !== secondCheckCode) return null
  const offered = (failure.value as { methods?: unknown } | undefined)?.methods
  const methods = Array.isArray(offered)
    ? secondCheckMethods.filter((method) => offered.includes(method))
    : []
  return methods.length > 0 ? methods : null
}

/** The call's arguments; the password travels here and in context, never to a store. */
/**
 * The server asks for a captcha after failed password logins; an SMS login proves itself with the code. The
 * machine keeps `captchaShown` across a type switch, so switching back brings the captcha back.
 */
export function captchaApplies(context: Pick<LoginContext, 'captchaShown' | 'type'>): boolean {
  return context.captchaShown && context.type === 'username'
}

export function submission(context: LoginContext): SubmitLoginInput {
  const { fields, type } = context
  const sms = type === 'sms'
  return {
    type,
    username: sms ? fields.mobileNum.trim() : fields.username.trim(),
    password: sms ? fields.verificationCode.trim() : fields.password,
    ...(captchaApplies(context) ? { captcha: fields.captcha.trim() } : {}),
    ...(context.botToken ? { botToken: context.botToken } : {}),
    ...(context.secondFactor ? { secondCheck: context.secondFactor } : {}),
    side: context.audience,
  }
}

export function sessionOf(answer: LoginResponse) {
  return { token: answer.token, firstLogin: answer.firstTimeLogin }
}

/** What remember-me keeps after a successful login, or null to forget. */
export function rememberedOf(context: LoginContext) {
  if (!context.remember) return null
  const sms = context.type === 'sms'
  return {
    username: sms ? null : context.fields.username.trim(),
    mobileNum: sms ? context.fields.mobileNum.trim() : null,
  }
}

/** The form at start: the first type on offer, remembered values prefilled, remember-me ticked if any. */
export function initialContext(input: LoginInput): LoginContext {
  const types = loginTypes(input.flags)
  return {
    audience: input.audience ?? 'member',
    types,
    type: types[0] ?? 'username',
    fields: {
      username: input.remembered?.username ?? '',
      password: '',
      mobileNum: input.remembered?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
    },
    agreed: false,
    remember: Boolean(input.remembered?.username || input.remembered?.mobileNum),
    fieldErrors: {},
    captchaShown: false,
    captcha: { image: null, loading: false, failed: false },
    secondCheck: null,
    secondFactor: null,
    botToken: null,
    failure: null,
  }
}
