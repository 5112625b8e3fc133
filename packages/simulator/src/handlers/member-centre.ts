import { emailVerified } from '../account-recovery/email-verification'
import { type Refusal, refuse } from '../envelope'
import { checkFundPassword, fundPasswordFormat } from '../fund-password/fund-password'
import { toWire } from '../ledger/wire'
import { inboxOf, type Mail, type Profile, profileOf, unreadOf } from '../member-centre/state'
import { own } from '../own'
import { firstDepositPercent, maskAccount, maxRewardPerInvitee, rewardOf } from '../referral/rewards'
import type { Handle } from '../route'
import { authenticatorOn } from '../security/authenticator'
import type { Member } from '../seed/members'
import { referralRulesHtml } from '../seed/referral-rules'
import { endSession, sessionsOf } from '../sessions/sessions'
import { checkLoginPassword } from '../sign-in/step-up'
import { mobileKey, type Store } from '../store'
import { mustBeSignedIn } from './member'
import { sendSmsCode, takeSmsCode } from './sms'

const iso = (time: number) => new Date(time).toISOString()

/** `+84 91****678`: enough to recognise one's own number, not enough to read someone else's. */
export const maskMobile = (dialing: string | null, mobile: string) =>
  `${dialing ? `+${dialing} ` : ''}${mobile.slice(0, 2)}****${mobile.slice(-3)}`

/** `me****@example.com` */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 2)}****@${domain}`
}

function profileView(store: Store, member: Member, profile: Profile) {
  return {
    account: member.account,
    nickname: member.nickname,
    payeeName: profile.payeeName,
    birthday: profile.birthday,
    email: member.email,
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
    qqNum: profile.qqNum,
    whatsapp: profile.whatsapp,
    facebook: profile.facebook,
    telegram: profile.telegram,
    line: profile.line,
    zalo: profile.zalo,
    wechat: profile.wechat,
    referralCode: profile.referralCode,
    registeredAt: iso(profile.registeredAt),
    emailVerified: emailVerified(store, member),
  }
}

const messagingFields = ['qqNum', 'whatsapp', 'facebook', 'telegram', 'line', 'zalo', 'wechat'] as const

/** The server checks what the client checks: the registration rule of each field it is given. */
function fieldProblem(store: Store, field: string, value: string): Refusal | null {
  const rule = own(store.state.registerRules, field)
  if (!rule || value === '') return null
  const length = [...value].length
  const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern
  if (length < rule.min || length > rule.max || !new RegExp(pattern, 'u').test(value))
    return refuse('field_invalid', `${field} does not match its rule`, { field })
  return null
}

const mailView = (mail: Mail) => ({ ...mail, sentAt: iso(mail.sentAt) })

export function memberCentreHandlers(handle: Handle): void {
  handle('securityConfig', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const profile = profileOf(store.state.memberCentre, signedIn, store.now())
    return {
      hasLoginPassword: true,
      hasFundPassword: signedIn.fundPassword !== '',
      mobileNum: signedIn.mobileNum ? maskMobile(signedIn.countryDialingCode, signedIn.mobileNum) : null,
      mobileVerified: signedIn.mobileNum !== null && profile.mobileVerified,
      email: signedIn.email ? maskEmail(signedIn.email) : null,
      payeeName: profile.payeeName,
      bankCardCount: profile.bankCards,
      authenticator: authenticatorOn(store, signedIn),
      emailVerified: emailVerified(store, signedIn),
    }
  })

  handle('memberInfoV2', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    return profileView(store, signedIn, profileOf(store.state.memberCentre, signedIn, store.now()))
  })

  handle('updateMemberInfo', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const profile = profileOf(store.state.memberCentre, signedIn, store.now())
    const entries = Object.entries(input).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    for (const [field, raw] of entries) {
      const problem = fieldProblem(store, field, raw.trim())
      if (problem) return problem
    }
    if (input.payeeName !== undefined && profile.payeeName && input.payeeName.trim() !== profile.payeeName)
      return refuse('real_name_locked', 'The real name is set and cannot change', { field: 'payeeName' })
    if (input.birthday && Number.isNaN(Date.parse(input.birthday.trim())))
      return refuse('field_invalid', 'birthday is not a date', { field: 'birthday' })
    const value = (text: string) => (text.trim() === '' ? null : text.trim())
    if (input.nickname !== undefined) signedIn.nickname = input.nickname.trim() || signedIn.account
    if (input.email !== undefined) signedIn.email = value(input.email)
    if (input.payeeName !== undefined && !profile.payeeName) profile.payeeName = value(input.payeeName)
    if (input.birthday !== undefined) profile.birthday = value(input.birthday)
    for (const field of messagingFields) {
      const given = input[field]
      if (given !== undefined) profile[field] = value(given)
    }
    return profileView(store, signedIn, profile)
  })

  handle('setWithdrawPassword', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (signedIn.fundPassword !== '')
      return refuse('fund_password_set', 'A fund password is set already: change it instead')
    const stepUp = checkLoginPassword(store, signedIn, input.loginPassword)
    if (stepUp) return stepUp
    return storeFundPassword(signedIn, input.newPassword, input.confirmNewPassword)
  })

  handle('changeWithdrawPassword', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const unlocked = checkFundPassword(store, signedIn, input.oldPassword, 'oldPassword')
    if (unlocked) return unlocked
    return storeFundPassword(signedIn, input.newPassword, input.confirmNewPassword)
  })

  handle('bindMobileSms', (input, { store, member }) => {
    mustBeSignedIn(member)
    const owner = store.findMemberByMobile(input.mobileNum)
    if (owner && owner.account !== member?.account)
      return refuse('mobile_taken', 'This mobile number belongs to another account', { field: 'mobileNum' })
    return sendSmsCode(store, input, 'bind')
  })

  handle('bindMobileVerify', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const codeRefusal = takeSmsCode(store, input.mobileNum, input.verificationCode.trim(), 'bind')
    if (codeRefusal?.code === 'sms_code_spent')
      return refuse(codeRefusal.code, codeRefusal.message, { field: 'verificationCode' })
    if (codeRefusal) return refuse('invalid_code', 'Invalid verification code', { field: 'verificationCode' })
    signedIn.mobileNum = mobileKey(input.mobileNum)
    signedIn.countryDialingCode = input.countryDialingCode.trim()
    profileOf(store.state.memberCentre, signedIn, store.now()).mobileVerified = true
    return null
  })

  handle('inboxMails', (input, { store, member }) => {
    const inbox = inboxOf(store.state.memberCentre, mustBeSignedIn(member).account)
    const pageSize = Math.min(Math.max(1, Math.trunc(input.pageSize)), 50)
    const totalPages = Math.max(1, Math.ceil(inbox.length / pageSize))
    const pageNum = Math.min(Math.max(1, Math.trunc(input.pageNum)), totalPages)
    const sorted = [...inbox].sort((a, b) => b.sentAt - a.sentAt)
    return {
      content: sorted.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(mailView),
      pageNum,
      totalPages,
      totalElements: inbox.length,
    }
  })

  handle('markMailAsRead', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    for (const mail of inboxOf(store.state.memberCentre, signedIn.account))
      if (input.all || input.ids.includes(mail.id)) mail.read = true
    return { unread: unreadOf(store.state.memberCentre, signedIn.account) }
  })

  handle('deleteInboxMail', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const inbox = inboxOf(store.state.memberCentre, signedIn.account)
    const kept = input.all ? [] : inbox.filter((mail) => !input.ids.includes(mail.id))
    store.state.memberCentre.inboxes.set(signedIn.account, kept)
    return { unread: unreadOf(store.state.memberCentre, signedIn.account) }
  })
}

/**
 * Devices and sessions: the account's live tokens, by an id that is not the token itself. Revoking one ends
 * its token at once (sessions/sessions.ts tells the real-time hub and the open games).
 */
export function deviceHandlers(handle: Handle): void {
  const sessionId = (token: string) => `s-${hashText(token)}`

  handle('loginSessions', (_input, { store, member, token }) => {
    const signedIn = mustBeSignedIn(member)
    const { memberCentre } = store.state
    return sessionsOf(store, signedIn.account)
      .map(([held]) => {
        const info = memberCentre.sessionInfo.get(held)
        const now = store.now()
        return {
          id: sessionId(held),
          device: info?.device ?? 'Unknown device',
          ip: info?.ip ?? store.state.location.ip,
          signedInAt: iso(info?.signedInAt ?? now),
          lastActiveAt: iso(info?.lastActiveAt ?? now),
          current: held === token,
        }
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
  })

  handle('revokeLoginSession', (input, { store, member, token }) => {
    const signedIn = mustBeSignedIn(member)
    const target = sessionsOf(store, signedIn.account).find(([held]) => sessionId(held) === input.id)?.[0]
    if (!target) return refuse('unknown_session', 'No such session of this account')
    if (target === token) return refuse('current_session', 'Sign out of this session with Sign out')
    endSession(store, target, 'session_revoked')
    store.state.memberCentre.sessionInfo.delete(target)
    return null
  })
}

/** Invite friends: the member's code, income from invitees' first deposits, the list and the rules. */
export function referralHandlers(handle: Handle): void {
  handle('referralDetails', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const invitees = store.state.memberCentre.invitees.get(signedIn.account) ?? []
    return {
      referralCode: profileOf(store.state.memberCentre, signedIn, store.now()).referralCode,
      totalIncome: toWire(invitees.reduce((sum, invitee) => sum + rewardOf(invitee.firstDepositAmount), 0)),
      pendingIncome: 0,
      inviteeCount: invitees.length,
      currencySymbol: '$',
    }
  })

  handle('referralList', (_input, { store, member }) =>
    (store.state.memberCentre.invitees.get(mustBeSignedIn(member).account) ?? [])
      .map((invitee) => ({
        account: maskAccount(invitee.account),
        registeredAt: iso(invitee.registeredAt),
        firstDepositAt: invitee.firstDepositAt === null ? null : iso(invitee.firstDepositAt),
        firstDepositAmount: invitee.firstDepositAmount === null ? null : toWire(invitee.firstDepositAmount),
      }))
      .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt)),
  )

  handle('referralRules', (_input, { language }) => ({
    firstDepositPercent,
    maxRewardPerInvitee: toWire(maxRewardPerInvitee),
    content: referralRulesHtml(firstDepositPercent, toWire(maxRewardPerInvitee), language),
  }))
}

/** A short stable digest (FNV-1a), so a session's public id never reveals its token. */
function hashText(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return hash.toString(36)
}

function storeFundPassword(member: Member, newPassword: string, confirmation: string): null | Refusal {
  if (!fundPasswordFormat.test(newPassword))
    return refuse('field_invalid', 'The fund password is 6 digits', { field: 'newPassword' })
  if (newPassword !== confirmation)
    return refuse('field_invalid', 'The two entries do not match', { field: 'confirmNewPassword' })
  member.fundPassword = newPassword
  return null
}
