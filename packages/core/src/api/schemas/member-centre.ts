import * as v from 'valibot'
import { idString, numeric } from './common'

const text = /* @__PURE__ */ v.nullish(v.string())

/**
 * What the security centre shows (`securityConfig`): which protections the account has. Numbers and addresses
 * arrive masked; the fund password itself never leaves the server.
 */
export const securityConfigSchema = /* @__PURE__ */ v.object({
  hasLoginPassword: v.boolean(),
  hasFundPassword: v.boolean(),
  /** Masked, e.g. `+84 91****678`; null when no mobile is bound. */
  mobileNum: text,
  mobileVerified: v.boolean(),
  email: text,
  /** Real name (payeeName); set once, read-only afterwards. */
  payeeName: text,
  bankCardCount: numeric,
  /** Sign-ins ask for an authenticator code (issue 32); absent from a platform without one. */
  authenticator: v.optional(v.boolean(), false),
  /** The e-mail on file was confirmed with a mailed code (issue 32); absent from a platform without the check. */
  emailVerified: v.optional(v.boolean(), false),
})

/** The messaging ids a white label may offer on the profile (spec §3). */
export const messagingFieldNames = [
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
] as const

export type MessagingField = (typeof messagingFieldNames)[number]

/** The profile (`getMemberInfoV2`): the spec's profile fields (§3) of the signed-in account. */
export const memberProfileSchema = /* @__PURE__ */ v.object({
  account: v.string(),
  nickname: text,
  payeeName: text,
  birthday: text,
  email: text,
  mobileNum: text,
  countryDialingCode: text,
  qqNum: text,
  whatsapp: text,
  facebook: text,
  telegram: text,
  line: text,
  zalo: text,
  wechat: text,
  referralCode: text,
  /** ISO 8601. */
  registeredAt: text,
  /** The e-mail was confirmed with a mailed code (issue 32); a changed address is unverified again. */
  emailVerified: v.optional(v.boolean(), false),
})

/** Fields `updateMemberInfo` accepts; absent ones stay as they are. The real name only while none is set. */
export const updateMemberInfoRequestSchema = /* @__PURE__ */ v.object({
  nickname: v.optional(v.string()),
  payeeName: v.optional(v.string()),
  birthday: v.optional(v.string()),
  email: v.optional(v.string()),
  qqNum: v.optional(v.string()),
  whatsapp: v.optional(v.string()),
  facebook: v.optional(v.string()),
  telegram: v.optional(v.string()),
  line: v.optional(v.string()),
  zalo: v.optional(v.string()),
  wechat: v.optional(v.string()),
})

export const setFundPasswordRequestSchema = /* @__PURE__ */ v.object({
  newPassword: v.string(),
  confirmNewPassword: v.string(),
  /** The step-up (issue 31): the member's login password proves it is them. */
  loginPassword: v.string(),
})

export const changeFundPasswordRequestSchema = /* @__PURE__ */ v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
})

export const bindMobileSmsRequestSchema = /* @__PURE__ */ v.object({
  mobileNum: v.string(),
  countryDialingCode: v.string(),
})

export const bindMobileVerifyRequestSchema = /* @__PURE__ */ v.object({
  mobileNum: v.string(),
  countryDialingCode: v.string(),
  verificationCode: v.string(),
})

/** One mail of the inbox (`getInboxMails`); `content` is server HTML the app sanitises. */
export const inboxMailSchema = /* @__PURE__ */ v.object({
  id: idString,
  title: v.string(),
  content: v.string(),
  /** ISO 8601. */
  sentAt: v.string(),
  read: v.boolean(),
  sender: text,
})

export const inboxPageSchema = /* @__PURE__ */ v.object({
  content: v.array(inboxMailSchema),
  pageNum: numeric,
  totalPages: numeric,
  totalElements: numeric,
})

export const inboxPageRequestSchema = /* @__PURE__ */ v.object({
  pageNum: numeric,
  pageSize: numeric,
})

/** Mark read or delete: the mails' ids; `all: true` means every mail of the inbox. */
export const mailIdsRequestSchema = /* @__PURE__ */ v.object({
  ids: v.array(v.string()),
  all: v.optional(v.boolean()),
})

/** A place the account is signed in (`getLoginSessions`). */
export const loginSessionSchema = /* @__PURE__ */ v.object({
  id: v.string(),
  /** The browser's user agent as the server saw it. */
  device: v.string(),
  ip: v.string(),
  signedInAt: v.string(),
  lastActiveAt: v.string(),
  current: v.boolean(),
})

export const loginSessionsSchema = /* @__PURE__ */ v.array(loginSessionSchema)

export const revokeSessionRequestSchema = /* @__PURE__ */ v.object({ id: v.string() })

export const referralDetailsSchema = /* @__PURE__ */ v.object({
  referralCode: v.string(),
  /** Minor units would be ours; the original sends decimals, converted at the edge by the view-model. */
  totalIncome: numeric,
  pendingIncome: numeric,
  inviteeCount: numeric,
  currencySymbol: v.string(),
})

export const referralInviteeSchema = /* @__PURE__ */ v.object({
  account: v.string(),
  registeredAt: v.string(),
  /** ISO 8601 of the first deposit, null before it. */
  firstDepositAt: text,
  firstDepositAmount: v.nullish(numeric),
})

export const referralListSchema = /* @__PURE__ */ v.array(referralInviteeSchema)

export const referralRulesSchema = /* @__PURE__ */ v.object({
  /** Percent of an invitee's first deposit paid to the referrer. */
  firstDepositPercent: numeric,
  maxRewardPerInvitee: numeric,
  /** Server HTML the app sanitises. */
  content: v.string(),
})

export type SecurityConfig = v.InferOutput<typeof securityConfigSchema>
export type MemberProfile = v.InferOutput<typeof memberProfileSchema>
export type UpdateMemberInfoRequest = v.InferInput<typeof updateMemberInfoRequestSchema>
export type InboxMail = v.InferOutput<typeof inboxMailSchema>
export type InboxPage = v.InferOutput<typeof inboxPageSchema>
export type LoginSession = v.InferOutput<typeof loginSessionSchema>
export type ReferralDetails = v.InferOutput<typeof referralDetailsSchema>
export type ReferralInvitee = v.InferOutput<typeof referralInviteeSchema>
export type ReferralRules = v.InferOutput<typeof referralRulesSchema>
