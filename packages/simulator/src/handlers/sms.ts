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
    (sms) => sms.mobileNum === mobileNum && sms.purpose === purpose && !sms.used && sms.expiresAt > now,
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
  })
  return { expiredMinutes: smsExpiredMinutes }
}

/** Uses up a matching live code; false when there is none. */
export function takeSmsCode(
  store: Store,
  mobileNum: string,
  code: string,
  purpose: SmsCode['purpose'],
): boolean {
  const now = store.now()
  const key = mobileKey(mobileNum)
  const match = store.state.smsOutbox.find(
    (sms) =>
      sms.mobileNum === key &&
      sms.purpose === purpose &&
      sms.code === code &&
      !sms.used &&
      sms.expiresAt > now,
  )
  if (match) match.used = true
  return match !== undefined
}
