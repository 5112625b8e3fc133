import { registrationFieldNames } from '@portal/core'
import { refuse } from '../envelope'
import { fundPasswordFormat } from '../fund-password/fund-password'
import type { CallContext, Handle, RequestOf } from '../route'
import { affiliateCodes, defaultPassword, newMember } from '../seed/members'
import { endSessionsOf, openSession } from '../sessions/sessions'
import { mobileKey, type Store } from '../store'
import { recordAffiliateSignup } from '../team/affiliate-links'
import { checkField, checkFields } from './field-rules'
import { mustBeSignedIn } from './member'
import { sendResetMail, takeResetCode } from './reset-mail'
import { takeSmsCode } from './sms'

type Registration = RequestOf<'registerMember'>

/** Form fields with checks of their own: the login field and passwords first, the rest after the rules. */
const ownChecks: ReadonlySet<string> = new Set([
  'username',
  'password',
  'confirmPassword',
  'verificationCode',
  'affiliateCode',
  'captcha',
])

/** The registration form's other fields, checked against the server's rules in the form's order. */
const ruledFields = registrationFieldNames.filter((field) => !ownChecks.has(field))

/** Registration, password changes and resets, and the affiliate check. */
export function accountHandlers(handle: Handle): void {
  handle('affiliateCheck', (input) => {
    const agent = affiliateCodes[input.code.trim().toUpperCase()]
    return agent ? { valid: true, agent } : refuse('invalid_affiliate_code', 'Invitation code wrong')
  })

  handle('registerMember', (input, context) => {
    const { flags } = context.store.state
    if (!flags.DIRECTREG3 || !flags.USERNAMEREG3)
      return refuse('feature_disabled', 'Registration by username is not available')
    return register(context, input, {
      loginField: 'username',
      username: input.username ?? '',
      password: input.password ?? '',
      needsSmsCode: flags.REGMOBVERF3,
    })
  })

  handle('registerMobile', (input, context) => {
    const { flags } = context.store.state
    if (!flags.MOBILENUMREG3) return refuse('feature_disabled', 'Registration by mobile is not available')
    const mobileNum = mobileKey(input.mobileNum ?? '')
    if (!mobileNum) return refuse('field_required', 'mobileNum is required', { field: 'mobileNum' })
    // Without MOBILENUMPASSREG3 the form has no password: the member signs in by SMS.
    const password = flags.MOBILENUMPASSREG3 ? (input.password ?? '') : `M${context.store.random.hex(10)}9`
    const confirmPassword = flags.MOBILENUMPASSREG3 ? input.confirmPassword : password
    return register(
      context,
      { ...input, confirmPassword },
      { loginField: 'mobileNum', username: mobileNum, password, needsSmsCode: true },
    )
  })

  // The session that changed it stays, now unlimited; every other session of the member ends.
  handle('changePassword', (input, { store, member, token }) => {
    const signedIn = mustBeSignedIn(member)
    if (signedIn.password !== input.oldPassword)
      return refuse('wrong_old_password', 'The old password is incorrect')
    const refusal = checkNewPassword(store, input.newPassword, input.confirmNewPassword)
    if (refusal) return refusal
    signedIn.password = input.newPassword
    signedIn.passwordExpired = false
    const session = token ? store.state.sessions.get(token) : undefined
    if (session) session.passwordChange = null
    endSessionsOf(store, signedIn.account, 'password_changed', token)
    return null
  })

  handle('setPasswordByPhone', (input, { store }) => {
    const member = store.findMemberByMobile(input.mobileNum)
    if (!member) return refuse('mobile_not_registered', 'This mobile number is not registered')
    const refusal = checkNewPassword(store, input.newPassword, input.newPassword)
    if (refusal) return refusal
    const codeRefusal = takeSmsCode(store, input.mobileNum, input.verificationCode.trim(), 'login')
    if (codeRefusal) return codeRefusal
    member.password = input.newPassword
    member.passwordExpired = false
    endSessionsOf(store, member.account, 'password_changed')
    return null
  })

  handle('forgotPasswordEmail', (input, { store }) => sendResetMail(store, input))

  handle('setPasswordByEmail', (input, { store }) => {
    const member = store.findMember(input.username)
    if (!member) return refuse('account_email_not_found', 'Username/Email does not exist')
    const refusal =
      checkNewPassword(store, input.newPassword, input.newPassword) ??
      takeResetCode(store, member.account, input.verificationCode.trim())
    if (refusal) return refusal
    member.password = input.newPassword
    member.passwordExpired = false
    endSessionsOf(store, member.account, 'password_changed')
    return null
  })
}

interface Account {
  /** The username field, or the mobile number that stands for it in mobile registration. */
  loginField: 'username' | 'mobileNum'
  username: string
  password: string
  needsSmsCode: boolean
}

function register({ store }: CallContext, input: Registration, account: Account) {
  const { registerRules: rules, members } = store.state
  const { loginField, username, password } = account
  const refusal =
    checkField(loginField, rules[loginField], username, true) ??
    checkField('password', rules.password, password, true) ??
    (input.confirmPassword !== password
      ? refuse('password_mismatch', 'The two entries do not match')
      : null) ??
    checkFields(
      rules,
      input,
      ruledFields.filter((field) => field !== loginField),
    )
  if (refusal) return refusal
  const fundPassword = input.paymentPassword?.trim() ?? ''
  if (fundPassword && !fundPasswordFormat.test(fundPassword))
    return refuse('field_invalid', 'The fund password is 6 digits', { field: 'paymentPassword' })

  if (store.findMember(username)) return refuse('username_taken', 'This username is already registered')
  const mobileNum = mobileKey(input.mobileNum ?? '') || null
  if (mobileNum && store.findMemberByMobile(mobileNum))
    return refuse('mobile_taken', 'This mobile number is already registered')

  const affiliate = input.affiliateCode?.trim()
  const upline = affiliate ? affiliateCodes[affiliate.toUpperCase()] : undefined
  if (affiliate && !upline) return refuse('invalid_affiliate_code', 'Invitation code wrong')
  const captchaRefusal = checkCaptcha(store, input.captcha)
  if (captchaRefusal) return captchaRefusal
  const code = input.verificationCode?.trim() ?? ''
  const codeRefusal = account.needsSmsCode ? takeSmsCode(store, mobileNum ?? '', code, 'register') : null
  if (codeRefusal) return codeRefusal

  const member = newMember(members, {
    account: username.trim(),
    password,
    type: 0,
    nickname: input.nickname?.trim() || username.trim(),
    mobileNum,
    countryDialingCode: mobileNum ? (input.countryDialingCode?.trim() ?? null) : null,
    email: input.email?.trim() || null,
    // The fund password typed in the form, if the rules showed it; else none until the member sets one.
    fundPassword,
    // Registration signs the member in (spec §4): that was their first sign-in.
    logins: 1,
    demonstrates: 'Registered at run time',
  })
  members.push(member)
  // An agent's invitation code brings the member into that agent's team (the agent centre lists them at once).
  if (upline)
    store.state.team.set(member.account, {
      account: member.account,
      upline,
      registeredAt: store.now(),
      lastLoginAt: null,
    })
  if (upline && affiliate) recordAffiliateSignup(store, member.account, affiliate)
  return { token: openSession(store, member) }
}

/** When the rules ask for a captcha, it must be the last one served (single use). */
function checkCaptcha(store: Store, captcha: string | undefined) {
  const rule = store.state.registerRules.captcha
  if (!rule?.enabled || !rule.required) return null
  const expected = store.state.captchaAnswer
  store.state.captchaAnswer = null
  if (!captcha?.trim()) return refuse('captcha_required', 'Please enter the captcha')
  return captcha.trim().toLowerCase() === expected?.toLowerCase()
    ? null
    : refuse('wrong_captcha', 'The captcha is incorrect')
}

function checkNewPassword(store: Store, newPassword: string, confirmation: string) {
  if (newPassword !== confirmation) return refuse('password_mismatch', 'The two entries do not match')
  if (newPassword === defaultPassword)
    return refuse('field_invalid', 'Choose a password of your own', { field: 'password' })
  return checkField('password', store.state.registerRules.password, newPassword, true)
}
