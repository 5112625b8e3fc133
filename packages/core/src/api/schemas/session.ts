import * as v from 'valibot'
import { numeric } from './common'

export const loginRequestSchema = /* @__PURE__ */ v.object({
  /** In sms mode: the mobile number. */
  username: v.string(),
  /** In sms mode: the SMS code. */
  password: v.string(),
  captcha: v.optional(v.string()),
  type: v.picklist(['username', 'sms']),
  /** Result of the bot-verification step (non-SMS logins). */
  botToken: v.optional(v.string()),
})

export const loginResponseSchema = /* @__PURE__ */ v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
})

export const memberInfoSchema = /* @__PURE__ */ v.object({
  id: v.union([v.string(), v.number()]),
  account: v.string(),
  nickname: v.nullish(v.string()),
  type: numeric,
  avatarUrl: v.nullish(v.string()),
  vipLabelName: v.nullish(v.string()),
  vipRankLevel: v.nullish(numeric),
})

export const balanceSchema = /* @__PURE__ */ v.object({
  balance: numeric,
  currencySymbol: v.string(),
})

export type LoginRequest = v.InferInput<typeof loginRequestSchema>
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>
export type Balance = v.InferOutput<typeof balanceSchema>
