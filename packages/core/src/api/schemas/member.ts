import * as v from 'valibot'

export { updateLanguageRequestSchema } from './boot'

const optionalText = /* @__PURE__ */ v.optional(v.string())

/**
 * The registration form (spec §3). Which fields are shown and required is decided per field by the server's
 * rules (`registerSettings`), so everything but the method is optional here.
 */
export const registrationRequestSchema = /* @__PURE__ */ v.object({
  username: optionalText,
  password: optionalText,
  confirmPassword: optionalText,
  email: optionalText,
  mobileNum: optionalText,
  nickname: optionalText,
  payeeName: optionalText,
  fullname: optionalText,
  paymentPassword: optionalText,
  qqNum: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  telegram: optionalText,
  idNumber: optionalText,
  line: optionalText,
  zalo: optionalText,
  wechat: optionalText,
  recommenderId: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  birthday: optionalText,
  domain: optionalText,
  countryDialingCode: optionalText,
  registerUrl: optionalText,
  registerMethod: v.literal('WEB'),
  botToken: optionalText,
})

export const changePasswordRequestSchema = /* @__PURE__ */ v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
})

export const setPasswordByPhoneRequestSchema = /* @__PURE__ */ v.object({
  newPassword: v.string(),
  mobileNum: v.string(),
  verificationCode: v.string(),
})

export const forgotPasswordEmailRequestSchema = /* @__PURE__ */ v.object({
  username: v.string(),
  email: v.string(),
})

export const setPasswordByEmailRequestSchema = /* @__PURE__ */ v.object({
  username: v.string(),
  verificationCode: v.string(),
  newPassword: v.string(),
})

export const affiliateCheckRequestSchema = /* @__PURE__ */ v.object({
  code: v.string(),
  domain: v.string(),
})

export type RegistrationRequest = v.InferInput<typeof registrationRequestSchema>
export type ChangePasswordRequest = v.InferInput<typeof changePasswordRequestSchema>
export type SetPasswordByPhoneRequest = v.InferInput<typeof setPasswordByPhoneRequestSchema>
