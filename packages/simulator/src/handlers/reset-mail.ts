import { type Refusal, refuse } from '../envelope'
import { takeCode } from '../sign-in/one-time-code'
import type { Store } from '../store'

/** How long a mailed reset code lasts, and how soon another may be mailed (it replaces the last one). */
const resetCodeMinutes = 10
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
  const now = store.now()
  const sent = store.state.mailOutbox.filter((mail) => mail.account === member.account)
  const last = sent.at(-1)
  if (last && now - last.sentAt < resendAfterMs)
    return refuse('too_many_requests', 'Too many requests, please try again later')
  for (const mail of sent) mail.used = true
  store.state.mailOutbox.push({
    to: member.email,
    account: member.account,
    code: String(store.random.int(0, 999_999)).padStart(6, '0'),
    sentAt: now,
    expiresAt: now + resetCodeMinutes * 60_000,
    used: false,
    wrongAttempts: 0,
  })
  return { expiredMinutes: resetCodeMinutes }
}

/** The account's latest reset code, with the attempt limit of every one-time code (`takeCode`). */
export function takeResetCode(store: Store, account: string, typed: string): Refusal | null {
  const latest = store.state.mailOutbox.findLast((mail) => mail.account === account)
  return takeCode(latest, typed, store.now(), {
    wrong: 'wrong_email_code',
    spent: 'email_code_spent',
    wrongMessage: 'The e-mail code is incorrect or has expired',
    spentMessage: 'Too many wrong codes: this code no longer works, please request a new one',
  })
}
