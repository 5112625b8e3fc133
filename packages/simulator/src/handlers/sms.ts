import { type Refusal, refuse } from '../envelope'
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
    (sms) => sms.mobileNum === mobileNum && sms.purpose === purpose && isSmsCodeLive(sms, now),
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

/** Wrong attempts one code allows; the last one spends it and a new code must be asked for. */
const smsCodeAttempts = 5

/**
 * Checks a typed code against the latest live code for the number and purpose, whichever call tries it: the right
 * one is used up (null); a wrong one counts against the code (`wrong_sms_code` with `attemptsLeft`), and the
 * fifth spends it (`sms_code_spent`, the right code included, until a new one is sent).
 */
export function takeSmsCode(
  store: Store,
  mobileNum: string,
  code: string,
  purpose: SmsCode['purpose'],
): Refusal | null {
  const now = store.now()
  const key = mobileKey(mobileNum)
  const live = store.state.smsOutbox.findLast(
    (sms) => sms.mobileNum === key && sms.purpose === purpose && sms.expiresAt > now,
  )
  if (!live || live.used) return refuse('wrong_sms_code', 'The verification code is incorrect or has expired')
  if (live.wrongAttempts >= smsCodeAttempts) return spent()
  if (live.code === code) {
    live.used = true
    return null
  }
  live.wrongAttempts += 1
  const attemptsLeft = smsCodeAttempts - live.wrongAttempts
  if (attemptsLeft === 0) return spent()
  return refuse('wrong_sms_code', 'The verification code is incorrect or has expired', { attemptsLeft })
}

const spent = () =>
  refuse('sms_code_spent', 'Too many wrong codes: this code no longer works, please request a new one')

/** A code no longer usable: used, expired or out of attempts. A new one may be sent for it at once. */
const isSmsCodeLive = (sms: SmsCode, now: number) =>
  !sms.used && sms.expiresAt > now && sms.wrongAttempts < smsCodeAttempts
