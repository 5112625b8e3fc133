export {
  type CaptchaContext,
  type CaptchaEvent,
  type CaptchaView,
  captchaMachine,
  captchaThrottleMs,
  captchaView,
} from './captcha.machine'
export { agentLoginFlow, createLogin, createLoginSms, loginSmsFlow, memberLoginFlow } from './create-login'
export {
  connectLogin,
  type LoginIntents,
  type LoginSnapshot,
  type LoginView,
  loginIntents,
} from './login.connect'
export { loginMachine } from './login.machine'
export {
  type LoginDeps,
  provideLogin,
  provideLoginSms,
  readRememberedLogin,
  rememberCookies,
} from './login.provide'
export { defaultPassword, loginTypes, secondCheckCode } from './login.rules'
export type {
  LoginAudience,
  LoginContext,
  LoginEmitted,
  LoginErrorField,
  LoginEvent,
  LoginField,
  LoginFields,
  LoginInput,
  LoginType,
  PasswordChangeRequiredEmitted,
  SecondCheckMethod,
  SecondFactor,
  SubmitLoginInput,
} from './login.types'
