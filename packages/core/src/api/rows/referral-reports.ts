import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  invitationClaimReportSchema,
  inviteListRequestSchema,
  inviteListSchema,
  referralRankingSchema,
} from '../schemas/referral-reports'

const ours = 'shape ours: the original’s fields are unknown'

// The referral page's reports (issue 32). The original names the calls (original-calls.md §2) but neither their
// paths nor their fields: paths follow its `/wps/relay/<SERVICE>_<name>` pattern.

export const referralRanking = endpoint({
  name: 'referralRanking',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getReferralRanking',
  auth: true,
  encrypted: false,
  request: noInput,
  response: referralRankingSchema,
  purpose: `This month’s top ten referrers by invitees, then income (accounts masked), and the member’s own place; ${ours}`,
  pathChosen: true,
})

export const inviteList = endpoint({
  name: 'inviteList',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getInviteList',
  auth: true,
  encrypted: false,
  request: inviteListRequestSchema,
  response: inviteListSchema,
  purpose: `The member’s invitees, newest first, paged (size 1–50), each with whether they deposited and the reward they brought; ${ours}`,
  pathChosen: true,
})

export const invitationClaimReport = endpoint({
  name: 'invitationClaimReport',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getInvitationClaimReport',
  auth: true,
  encrypted: false,
  request: noInput,
  response: invitationClaimReportSchema,
  purpose: `The reward each invitee brought (a share of their first deposit, capped): paid, or waiting for that deposit, with the totals; ${ours}`,
  pathChosen: true,
})
