import { endpoint, noShape } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import {
  affiliateCheckRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordEmailRequestSchema,
  registrationRequestSchema,
  setPasswordByEmailRequestSchema,
  setPasswordByPhoneRequestSchema,
} from '../schemas/member'
import {
  captchaSchema,
  freePlayLoginRequestSchema,
  freePlayLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  smsCodeNoLoginRequestSchema,
  smsCodeRegisterRequestSchema,
  smsCodeResponseSchema,
} from '../schemas/session'
import { countryCodesSchema, registerRulesSchema } from '../schemas/system'
import { headerNames } from '../transport'

// Signing in and registering: login, SMS codes, captcha, registration, password changes, dialing codes.

export const login = endpoint({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  request: loginRequestSchema,
  response: loginResponseSchema,
  purpose: 'Sign in by username and password, or by mobile number and SMS code',
})

export const smsCodeNoLogin = endpoint({
  name: 'smsCodeNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
  request: smsCodeNoLoginRequestSchema,
  response: smsCodeResponseSchema,
  purpose: 'Send the SMS code for mobile sign-in and for password reset by mobile',
})

export const freePlayLogin = endpoint({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  encrypted: false,
  request: freePlayLoginRequestSchema,
  response: freePlayLoginResponseSchema,
  purpose: 'Free demo play session (FREEPLAY3); response fields beyond the token not in the spec',
  headers: { [headerNames.gatewayVersion]: '3' },
})

// Each answer replaces the captcha the server expects, so a repeat behind the user's back would make the image
// they see wrong: never repeated, so no `idempotent`.
export const captcha = endpoint({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  encrypted: false,
  request: noInput,
  response: captchaSchema,
  purpose: 'Captcha image, base64',
})

export const registerMember = endpoint({
  name: 'registerMember',
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
  request: registrationRequestSchema,
  response: anyValue,
  purpose: `Register by username (success leads to auto-login); ${noShape}`,
})

export const registerMobile = endpoint({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  request: registrationRequestSchema,
  response: anyValue,
  purpose: `Register by mobile number; ${noShape}`,
})

export const smsCodeRegister = endpoint({
  name: 'smsCodeRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  encrypted: false,
  request: smsCodeRegisterRequestSchema,
  response: smsCodeResponseSchema,
  purpose: 'Send the registration SMS code (username and mobile registration), with the bot-check result',
})

export const affiliateCheck = endpoint({
  name: 'affiliateCheck',
  method: 'GET',
  idempotent: true,
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
  request: affiliateCheckRequestSchema,
  response: anyValue,
  purpose: `Check an affiliate (invitation) code before registering; failure is business; ${noShape}`,
})

export const registerSettings = endpoint({
  name: 'registerSettings',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/setting/register',
  auth: false,
  encrypted: false,
  request: noInput,
  response: registerRulesSchema,
  purpose:
    'Registration settings: per-field rules (enabled, required, pattern id, accepted pattern, min, max)',
})

export const registerRules = endpoint({
  name: 'registerRules',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/setting/register/rules',
  auth: false,
  encrypted: false,
  request: noInput,
  response: registerRulesSchema,
  purpose:
    'Registration validation rules (cached per session); assumed the same per-field rules as registerSettings',
  pathChosen: true,
})

export const changePassword = endpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: changePasswordRequestSchema,
  response: anyValue,
  purpose: `Change password (first login, expired password, member centre); ${noShape}`,
})

export const forgotPasswordEmail = endpoint({
  name: 'forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  form: true,
  request: forgotPasswordEmailRequestSchema,
  response: anyValue,
  purpose: `Forgot password by e-mail: the server mails a reset code to the account's address (a new one at most once a minute); ${noShape}`,
})

export const setPasswordByEmail = endpoint({
  name: 'setPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email/verification',
  auth: false,
  encrypted: true,
  request: setPasswordByEmailRequestSchema,
  response: anyValue,
  purpose: `Forgot password by e-mail: set a new password with the mailed code (not in the spec); ${noShape}`,
  pathChosen: true,
})

export const setPasswordByPhone = endpoint({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
  request: setPasswordByPhoneRequestSchema,
  response: anyValue,
  purpose: `Forgot password by mobile: set a new password with the SMS code; ${noShape}`,
})

export const countryCodes = endpoint({
  name: 'countryCodes',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/countryCodes',
  auth: false,
  encrypted: false,
  request: noInput,
  response: countryCodesSchema,
  purpose: 'Country dialing codes for mobile fields',
  pathChosen: true,
})
