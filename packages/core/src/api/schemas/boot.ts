import * as v from 'valibot'
import { amount, numeric } from './common'

/*
 * The schemas of the first page's calls (api/rows/session.ts: status aside, the member, balance, unread count,
 * language and key). A module reached from the first page goes into its chunk whole, with every schema in it that
 * any page uses: kept apart from the sign-in, registration and contract schemas, which would come along (issue 17).
 */

/** Why the platform limits a token to a password change (`password_change_required` says so on other calls). */
export const passwordChangeReasonSchema = /* @__PURE__ */ v.picklist(['default', 'expired'])

export const memberInfoSchema = /* @__PURE__ */ v.object({
  id: v.union([v.string(), v.number()]),
  account: v.string(),
  nickname: v.nullish(v.string()),
  type: numeric,
  avatarUrl: v.nullish(v.string()),
  vipLabelName: v.nullish(v.string()),
  vipRankLevel: v.nullish(numeric),
  /** Ours: the agent above me in the team, who I may transfer to (member centre `transferUpline`). */
  upline: v.nullish(v.string()),
  /** Ours: a forced password change the token owes, as at sign-in; the portal follows it on every path. */
  passwordChange: v.nullish(passwordChangeReasonSchema),
})

export const balanceSchema = /* @__PURE__ */ v.object({
  balance: amount,
  currencySymbol: v.string(),
})

export const rsaPublicKeySchema = /* @__PURE__ */ v.object({
  publicKey: v.pipe(v.string(), v.includes('PUBLIC KEY')),
})

export const updateLanguageRequestSchema = /* @__PURE__ */ v.object({
  /** Product language code (EN, CN, TW, …). */
  language: v.string(),
})

export const unreadCountSchema = /* @__PURE__ */ numeric

export type MemberInfo = v.InferOutput<typeof memberInfoSchema>
export type Balance = v.InferOutput<typeof balanceSchema>
