import { type Refusal, refuse } from '../envelope'
import type { Member } from '../seed/members'
import { takeCode } from '../sign-in/one-time-code'
import type { Mail, Store } from '../store'

/** How long a mailed code lasts, and how soon another may be mailed (it replaces the last one of its kind). */
export const mailCodeMinutes = 10
const resendAfterMs = 60_000

/**
 * Forgot password by e-mail: a six-digit reset code to the account's address, never a new password; nothing
 * changes until the member sets one with the code. A new code at most once a minute, replacing the last.
 */
export function sendResetMail(
  store: Store,
  request: { username: string; email: string },
): { expiredMinutes: number } | Refusal {
  const member = store.findMember(request.username)
  if (!member?.email || member.email.toLowerCase() !== request.email.trim().toLowerCase())
    return refuse('account_email_not_found', 'Username/Email does not exist')
  return mailCode(store, member, member.email, 'reset')
}

/**
 * Mails a six-digit code of one kind (`purpose`) to `to`, at most once a minute per member and kind; the new
 * code replaces the last of its kind.
 */
export function mailCode(
  store: Store,
  member: Member,
  to: string,
  purpose: Mail['purpose'],
): { expiredMinutes: number } | Refusal {
  const now = store.now()
  const sent = store.state.mailOutbox.filter(
    (mail) => mail.account === member.account && mail.purpose === purpose,
  )
  const last = sent.at(-1)
  if (last && now - last.sentAt < resendAfterMs)
    return refuse('too_many_requests', 'Too many requests, please try again later')
  for (const mail of sent) mail.used = true
  store.state.mailOutbox.push({
    to,
    account: member.account,
    code: String(store.random.int(0, 999_999)).padStart(6, '0'),
    sentAt: now,
    expiresAt: now + mailCodeMinutes * 60_000,
    used: false,
    wrongAttempts: 0,
    purpose,
  })
  return { expiredMinutes: mailCodeMinutes }
}

/**
 * The account's latest mailed code of a kind, with the attempt limit of every one-time code (`takeCode`); `to`,
 * when given, must be where it went (a code mailed to an address since replaced is no code).
 */
export function takeMailCode(
  store: Store,
  account: string,
  typed: string,
  purpose: Mail['purpose'],
  to?: string,
): Refusal | null {
  const latest = store.state.mailOutbox.findLast(
    (mail) => mail.account === account && mail.purpose === purpose && (to === undefined || mail.to === to),
  )
  return takeCode(latest, typed, store.now(), {
    wrong: 'wrong_email_code',
    spent: 'email_code_spent',
    wrongMessage: 'The e-mail code is incorrect or has expired',
    spentMessage: 'Too many wrong codes: this code no longer works, please request a new one',
  })
}

/** The account's latest reset code. */
export const takeResetCode = (store: Store, account: string, typed: string) =>
  takeMailCode(store, account, typed, 'reset')
