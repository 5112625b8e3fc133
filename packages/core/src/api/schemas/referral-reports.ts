import * as v from 'valibot'
import { amount, numeric } from './common'

/**
 * The referral page's reports (issue 32): the referrers' ranking, the invitees page by page, and the claim report
 * of what each invitee earned the member. The original names the calls (original-calls.md §2: getReferralRanking,
 * getInviteList, getInvitationClaimReport) but not their fields: these shapes are ours.
 */

const instant = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())
const count = /* @__PURE__ */ v.pipe(v.number(), v.integer(), v.minValue(0))

/** MCSFE_getReferralRanking: this month's top referrers by invitees (then income), the member's own line apart. */
export const referralRankingSchema = /* @__PURE__ */ v.object({
  periodStart: instant,
  periodEnd: instant,
  ranking: v.array(
    v.object({
      rank: v.pipe(count, v.minValue(1)),
      /** Masked by the platform (`mem***`); `me` marks the caller's own line. */
      account: v.string(),
      invitees: count,
      income: amount,
      me: v.boolean(),
    }),
  ),
  /** The member's own place, or null with no invitee this month. */
  mine: v.nullable(v.object({ rank: v.pipe(count, v.minValue(1)), invitees: count, income: amount })),
})

/** `registered` has not deposited yet; `deposited` made a first deposit (and earned the member a reward). */
export const inviteStatuses = ['registered', 'deposited'] as const

export const inviteListRequestSchema = /* @__PURE__ */ v.object({
  page: v.pipe(numeric, v.integer(), v.minValue(1)),
  size: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(50)),
})

/** MCSFE_getInviteList: the member's invitees, newest first, a page at a time. */
export const inviteListSchema = /* @__PURE__ */ v.object({
  list: v.array(
    v.object({
      account: v.string(),
      registeredAt: instant,
      status: v.picklist(inviteStatuses),
      /** What the invitee's first deposit earned the member (zero before it). */
      reward: amount,
    }),
  ),
  page: v.pipe(count, v.minValue(1)),
  size: v.pipe(count, v.minValue(1)),
  total: count,
})

/** `paid` credited on the invitee's first deposit; `waiting` for that deposit. */
export const invitationClaimStatuses = ['paid', 'waiting'] as const

/** MCSFE_getInvitationClaimReport: the reward each invitee brought, and the totals. */
export const invitationClaimReportSchema = /* @__PURE__ */ v.object({
  list: v.array(
    v.object({
      /** Stable for the member (the invitee's account is masked, so two may read alike). */
      claimId: v.pipe(v.string(), v.nonEmpty()),
      invitee: v.string(),
      /** The invitee's first deposit the reward is a share of (null before it). */
      firstDeposit: v.nullable(amount),
      amount,
      status: v.picklist(invitationClaimStatuses),
      paidAt: v.nullable(instant),
    }),
  ),
  paid: amount,
  waiting: count,
})

export type ReferralRanking = v.InferOutput<typeof referralRankingSchema>
export type InviteList = v.InferOutput<typeof inviteListSchema>
export type InviteStatus = (typeof inviteStatuses)[number]
export type InvitationClaimReport = v.InferOutput<typeof invitationClaimReportSchema>
export type InvitationClaimStatus = (typeof invitationClaimStatuses)[number]
