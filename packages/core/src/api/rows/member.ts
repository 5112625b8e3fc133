import { endpoint } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import {
  bindMobileSmsRequestSchema,
  bindMobileVerifyRequestSchema,
  changeFundPasswordRequestSchema,
  inboxPageRequestSchema,
  inboxPageSchema,
  loginSessionsSchema,
  mailIdsRequestSchema,
  memberProfileSchema,
  referralDetailsSchema,
  referralListSchema,
  referralRulesSchema,
  revokeSessionRequestSchema,
  securityConfigSchema,
  setFundPasswordRequestSchema,
  updateMemberInfoRequestSchema,
} from '../schemas/member-centre'
import { smsCodeResponseSchema } from '../schemas/session'

// The member centre's account half: security centre, profile, inbox, devices, invite friends. Names are the
// original's (original-calls.md §1–2); where it gives no service prefix the path follows its
// `/wps/relay/MCSFE_<name>` pattern and is marked chosen.

export const securityConfig = endpoint({
  name: 'securityConfig',
  method: 'GET',
  idempotent: true,
  path: '/wps/v2/member/securityConfig',
  auth: true,
  encrypted: false,
  request: noInput,
  response: securityConfigSchema,
  purpose: 'What the security centre shows: which protections are set (fields ours)',
})

export const memberInfoV2 = endpoint({
  name: 'memberInfoV2',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMemberInfoV2',
  auth: true,
  encrypted: false,
  request: noInput,
  response: memberProfileSchema,
  purpose: 'Profile fields of the signed-in member (spec §3)',
  pathChosen: true,
})

export const updateMemberInfo = endpoint({
  name: 'updateMemberInfo',
  method: 'POST',
  path: '/wps/relay/MCSFE_updateMemberInfo',
  auth: true,
  encrypted: false,
  request: updateMemberInfoRequestSchema,
  response: memberProfileSchema,
  purpose: 'Save profile fields; the real name only while none is set. Answers the profile as saved',
  pathChosen: true,
})

export const setWithdrawPassword = endpoint({
  name: 'setWithdrawPassword',
  method: 'POST',
  path: '/wps/relay/MCSFE_setWithdrawPassword',
  auth: true,
  encrypted: true,
  request: setFundPasswordRequestSchema,
  response: anyValue,
  purpose: 'Set the fund (withdraw) password when the account has none; the login password is the step-up',
  pathChosen: true,
})

export const changeWithdrawPassword = endpoint({
  name: 'changeWithdrawPassword',
  method: 'POST',
  path: '/wps/relay/MCSFE_changeWithdrawPassword',
  auth: true,
  encrypted: true,
  request: changeFundPasswordRequestSchema,
  response: anyValue,
  purpose: 'Change the fund (withdraw) password, given the current one',
  pathChosen: true,
})

export const bindMobileSms = endpoint({
  name: 'bindMobileSms',
  method: 'POST',
  path: '/wps/relay/MCSFE_bind_send_verification_sms',
  auth: true,
  encrypted: false,
  request: bindMobileSmsRequestSchema,
  response: smsCodeResponseSchema,
  purpose: 'Send an SMS code to the mobile number being bound',
  pathChosen: true,
})

export const bindMobileVerify = endpoint({
  name: 'bindMobileVerify',
  method: 'POST',
  path: '/wps/relay/MCSFE_bind_verify_verification_sms',
  auth: true,
  encrypted: false,
  request: bindMobileVerifyRequestSchema,
  response: anyValue,
  purpose: 'Bind (or change) the mobile number with the SMS code sent to it',
  pathChosen: true,
})

export const inboxMails = endpoint({
  name: 'inboxMails',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/CSP_getInboxMails',
  auth: true,
  encrypted: false,
  request: inboxPageRequestSchema,
  response: inboxPageSchema,
  purpose: 'A page of the inbox (INBOX3), newest first (getInboxMails)',
  pathChosen: true,
})

export const markMailAsRead = endpoint({
  name: 'markMailAsRead',
  method: 'POST',
  path: '/wps/relay/CSP_markMailAsRead',
  auth: true,
  encrypted: false,
  request: mailIdsRequestSchema,
  response: anyValue,
  purpose: 'Mark mails read (or all, with `all: true`)',
  pathChosen: true,
})

export const deleteInboxMail = endpoint({
  name: 'deleteInboxMail',
  method: 'POST',
  path: '/wps/relay/CSP_deleteInboxMail',
  auth: true,
  encrypted: false,
  request: mailIdsRequestSchema,
  response: anyValue,
  purpose: 'Delete mails from the inbox',
  pathChosen: true,
})

export const loginSessions = endpoint({
  name: 'loginSessions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getLoginSessions',
  auth: true,
  encrypted: false,
  request: noInput,
  response: loginSessionsSchema,
  purpose: 'Where the account is signed in (ours: devices and sessions)',
  pathChosen: true,
})

export const revokeLoginSession = endpoint({
  name: 'revokeLoginSession',
  method: 'POST',
  path: '/wps/relay/MCSFE_revokeLoginSession',
  auth: true,
  encrypted: false,
  request: revokeSessionRequestSchema,
  response: anyValue,
  purpose: 'Sign out one other session of the account (ours)',
  pathChosen: true,
})

export const referralDetails = endpoint({
  name: 'referralDetails',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getReferralDetails',
  auth: true,
  encrypted: false,
  request: noInput,
  response: referralDetailsSchema,
  purpose: 'The member’s referral code and referral income (getReferralDetails, getReferralMyIncome)',
  pathChosen: true,
})

export const referralList = endpoint({
  name: 'referralList',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getReferralList',
  auth: true,
  encrypted: false,
  request: noInput,
  response: referralListSchema,
  purpose: 'Invitees with registration date and first deposit',
  pathChosen: true,
})

export const referralRules = endpoint({
  name: 'referralRules',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getReferralRules',
  auth: true,
  encrypted: false,
  request: noInput,
  response: referralRulesSchema,
  purpose: 'The referral programme’s rules',
  pathChosen: true,
})
