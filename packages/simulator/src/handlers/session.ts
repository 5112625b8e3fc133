import { rsaDecrypt } from '../crypto/decrypt'
import { Refusal, refuse } from '../envelope'
import { exclusionRefusal } from '../member-centre/safer'
import type { Handle, RequestOf } from '../route'
import { authenticatorOn, takeTotp } from '../security/authenticator'
import { agentTypes, defaultPassword, type Member, memberTypes, newMember, trialTypes } from '../seed/members'
import { endSession, openSession, type PasswordChangeReason } from '../sessions/sessions'
import { accountTyped, captchaAfterFailures, failureKey } from '../sign-in/identity'
import type { Store } from '../store'
import { takeSmsCode } from './sms'

export function sessionHandlers(handle: Handle): void {
  handle('login', (input, { store }) => signIn(store, input, input.side ?? 'member'))

  /** A fresh trial account per demo session; `Encryption` must at least open with the simulator key. */
  handle('freePlayLogin', async (input, { store }) => {
    if (!store.state.flags.FREEPLAY3) return refuse('feature_disabled', 'Free play is not available')
    const opened = await rsaDecrypt(input.Encryption).then(
      () => true,
      () => false,
    )
    if (!opened) return refuse('bad_encryption', 'The free-play request could not be verified')
    return { token: openSession(store, addTrialAccount(store)) }
  })

  handle('logout', (_input, { store, token }) => {
    if (token) endSession(store, token, 'signed_out')
    return null
  })
}

type LoginInput = RequestOf<'login'>

/**
 * The captcha is single use, but one attempt may take two requests: a right password with the captcha, answered
 * `second_check_required`, then the same with the second check. So the captcha is spent by every answer of an
 * attempt that needed it except that one: a wrong password, a wrong captcha, a failed second check or a
 * sign-in all spend it.
 */
function signIn(store: Store, input: LoginInput, side: LoginSide) {
  const captchaOwed =
    input.type !== 'sms' &&
    (store.state.loginFailures.get(failureKey(store, input.username)) ?? 0) >= captchaAfterFailures
  const outcome = attemptSignIn(store, input, side)
  const continues = outcome instanceof Refusal && outcome.code === 'second_check_required'
  if (captchaOwed && !continues) store.state.captchaAnswer = null
  return outcome
}

function attemptSignIn(store: Store, input: LoginInput, side: LoginSide) {
  const found = input.type === 'sms' ? checkSmsLogin(store, input) : checkPassword(store, input)
  if (!('account' in found)) return found
  const refusal =
    refusalFor(found, side) ?? exclusionRefusal(store, found) ?? secondCheckRefusal(store, found, input)
  if (refusal) return refusal

  store.state.loginFailures.delete(found.account.toLowerCase())
  const passwordChange = passwordChangeOwed(store, found, input)
  const token = openSession(store, found, passwordChange)
  const firstTimeLogin = found.logins === 0
  found.logins += 1
  return { token, firstTimeLogin, passwordExpired: found.passwordExpired, passwordChange }
}

/**
 * Spec §4 step 5, decided here and not by the portal: the default password, or an expired one while
 * PWDEXPFORCECHANGE3 is on, gives a token limited to changing it. An SMS sign-in typed no password to change from.
 */
function passwordChangeOwed(store: Store, member: Member, input: LoginInput): PasswordChangeReason | null {
  if (input.type === 'sms') return null
  if (member.password === defaultPassword) return 'default'
  if (member.passwordExpired && store.state.flags.PWDEXPFORCECHANGE3) return 'expired'
  return null
}

function checkPassword(store: Store, input: LoginInput) {
  const key = failureKey(store, input.username)
  const failures = store.state.loginFailures.get(key) ?? 0
  if (failures >= captchaAfterFailures) {
    const expected = store.state.captchaAnswer
    if (!input.captcha) return refuse('captcha_required', 'Please enter the captcha', { captcha: true })
    if (input.captcha.trim().toLowerCase() !== expected?.toLowerCase())
      return refuse('wrong_captcha', 'The captcha is incorrect', { captcha: true })
  }
  // The account name or its mobile number: after a reset by SMS the portal signs in with the number it knows.
  const member = accountTyped(store, input.username)
  if (member && member.password === input.password) return member
  store.state.loginFailures.set(key, failures + 1)
  const needsCaptcha = failures + 1 >= captchaAfterFailures
  return refuse(
    'wrong_credentials',
    'Account or password incorrect',
    needsCaptcha ? { captcha: true } : undefined,
  )
}

function addTrialAccount(store: Store): Member {
  const { members } = store.state
  const trial = newMember(members, {
    account: `guest${members.length + 1}`,
    password: store.random.hex(16),
    type: trialTypes[0] ?? 4,
    nickname: 'Guest',
    openingBalance: 200_000,
    logins: 1,
    freePlay: true,
    demonstrates: 'Free-play guest',
  })
  members.push(trial)
  return trial
}

/** In sms mode the username carries the mobile number and the password the code from the outbox. */
function checkSmsLogin(store: Store, input: LoginInput) {
  if (!store.state.flags.MOBILEVERCODELOGIN3)
    return refuse('feature_disabled', 'Mobile login is not available')
  const member = store.findMemberByMobile(input.username)
  if (!member) return refuse('mobile_not_registered', 'This mobile number is not registered')
  // The authenticator is asked before the SMS code is spent: the portal sends the same code again with its answer.
  return (
    authenticatorUnasked(store, member, input.secondCheck) ??
    takeSmsCode(store, input.username, input.password.trim(), 'login') ??
    member
  )
}

export type LoginSide = 'member' | 'agent'

/**
 * With the dev switch `new-ip` on, every sign-in looks like it comes from a new address: the account must
 * prove itself with a factor it has — the SMS code sent to its mobile, or its bound e-mail address.
 */
function secondCheckRefusal(store: Store, member: Member, input: LoginInput) {
  const authenticator = store.state.authenticators.get(member.account.toLowerCase())?.secret
  if (authenticator) return authenticatorRefusal(store, member, authenticator, input.secondCheck)
  if (!store.state.newIpCheck) return null
  const methods = [...(member.mobileNum ? ['sms' as const] : []), ...(member.email ? ['email' as const] : [])]
  if (methods.length === 0) return null
  const check = input.secondCheck
  if (!check || !methods.includes(check.method as (typeof methods)[number])) {
    return refuse('second_check_required', 'Please verify this sign-in from a new address', { methods })
  }
  if (check.method === 'email')
    return check.value.trim().toLowerCase() === member.email?.toLowerCase()
      ? null
      : refuse('second_check_failed', 'The verification is incorrect', { methods })
  const codeRefusal = takeSmsCode(store, member.mobileNum ?? '', check.value.trim(), 'login')
  if (!codeRefusal) return null
  return codeRefusal.code === 'sms_code_spent'
    ? refuse(codeRefusal.code, codeRefusal.message, { methods })
    : refuse('second_check_failed', 'The verification is incorrect', { methods })
}

/**
 * A member who turned the authenticator on is asked for its code at every sign-in, from any address: it is the
 * stronger factor, so it alone is offered. A wrong or replayed code counts as a failed sign-in (takeTotp).
 */
function authenticatorRefusal(
  store: Store,
  member: Member,
  secret: string,
  check: LoginInput['secondCheck'],
) {
  if (check?.method !== 'authenticator') return authenticatorUnasked(store, member, check)
  const refusal = takeTotp(store, member, secret, check.value.trim())
  if (!refusal) return null
  return refusal.code === 'authenticator_code_used'
    ? refuse(refusal.code, refusal.message, { methods: authenticatorMethods })
    : refuse('second_check_failed', 'The verification is incorrect', { methods: authenticatorMethods })
}

const authenticatorMethods = ['authenticator' as const]

/** With the authenticator on, a sign-in that brings no code from it is asked for one. */
function authenticatorUnasked(store: Store, member: Member, check: LoginInput['secondCheck']) {
  return authenticatorOn(store, member) && check?.method !== 'authenticator'
    ? refuse('second_check_required', 'Please enter the code of your authenticator app', {
        methods: authenticatorMethods,
      })
    : null
}

/** Spec §4/§6: a non-member cannot sign in on the member side, a non-agent not on the agent side. */
export function refusalFor(member: Member, side: LoginSide) {
  if (member.locked)
    return refuse('account_locked', 'This account is locked, please contact customer service')
  if (side === 'member' && !memberTypes.includes(member.type))
    return refuse('non_member', 'Non-member account unable to login')
  if (side === 'agent' && !agentTypes.includes(member.type))
    return refuse('non_agent', 'Non-agents cannot log in')
  return null
}
