import { type Refusal, refuse } from '../envelope'
import { isCodeLive, takeCode } from '../sign-in/one-time-code'
import { mobileKey, type SmsCode, type Store } from '../store'

/**
 * Writes a fresh six-digit code to the outbox. A second code for the same number and purpose while the last one
 * is still valid is refused: the portal's resend countdown runs exactly that long (expiredMinutes × 60 s).
 */
export function sendSmsCode(
  store: Store,
  request: { mobileNum: string; countryDialingCode: string },
  purpose: SmsCode['purpose'],
): { expiredMinutes: number } | Refusal {
  const mobileNum = mobileKey(request.mobileNum)
  if (!/^\d{6,15}$/.test(mobileNum)) return refuse('invalid_mobile', 'Mobile format incorrect')
  const { smsOutbox, smsExpiredMinutes } = store.state
  const now = store.now()
  const live = smsOutbox.find(
    (sms) => sms.mobileNum === mobileNum && sms.purpose === purpose && isCodeLive(sms, now),
  )
  if (live) return refuse('too_many_requests', 'Too many requests, please try again later')
  smsOutbox.push({
    mobileNum,
    countryDialingCode: request.countryDialingCode.trim(),
    code: String(store.random.int(0, 999_999)).padStart(6, '0'),
    purpose,
    sentAt: now,
    expiresAt: now + smsExpiredMinutes * 60_000,
    used: false,
    wrongAttempts: 0,
  })
  return { expiredMinutes: smsExpiredMinutes }
}

const smsRefusals = {
  wrong: 'wrong_sms_code',
  spent: 'sms_code_spent',
  wrongMessage: 'The verification code is incorrect or has expired',
  spentMessage: 'Too many wrong codes: this code no longer works, please request a new one',
}

/**
 * Checks a typed code against the latest code for the number and purpose, whichever call tries it (`takeCode`):
 * null when right, else `wrong_sms_code` (`attemptsLeft`) or `sms_code_spent`.
 */
export function takeSmsCode(
  store: Store,
  mobileNum: string,
  code: string,
  purpose: SmsCode['purpose'],
): Refusal | null {
  const key = mobileKey(mobileNum)
  const latest = store.state.smsOutbox.findLast((sms) => sms.mobileNum === key && sms.purpose === purpose)
  return takeCode(latest, code, store.now(), smsRefusals)
}
