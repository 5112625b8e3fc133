import { Secret, TOTP } from 'otpauth'
import { type Refusal, refuse } from '../envelope'
import type { Member } from '../seed/members'
import { captchaAfterFailures } from '../sign-in/identity'
import type { Store } from '../store'
import type { Authenticator } from './state'

/** The codes every authenticator app reads from a plain `otpauth://totp/` address: SHA-1, six digits, 30 s. */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const

/** A code of the step before or after is still taken: clocks drift, and a code is typed as it turns. */
const window = 1

export const authenticatorOf = (store: Store, member: Member): Authenticator => {
  const key = member.account.toLowerCase()
  const found = store.state.authenticators.get(key)
  if (found) return found
  const fresh: Authenticator = { secret: null, pending: null, lastStep: -1 }
  store.state.authenticators.set(key, fresh)
  return fresh
}

export const authenticatorOn = (store: Store, member: Member) =>
  store.state.authenticators.get(member.account.toLowerCase())?.secret != null

/** A new secret of 160 bits (RFC 4226's advice) from the simulator's seeded randomness, so runs repeat. */
export function issueSecret(store: Store, member: Member): string | Refusal {
  const authenticator = authenticatorOf(store, member)
  if (authenticator.secret)
    return refuse('authenticator_on', 'The authenticator is on: turn it off before binding another')
  const bytes = Uint8Array.from({ length: 20 }, () => store.random.int(0, 255))
  authenticator.pending = new Secret({ buffer: bytes.buffer }).base32
  authenticator.lastStep = -1
  return authenticator.pending
}

/**
 * Checks a code against a secret at the simulator's time: right, unused, within a step either side. A wrong or
 * replayed code counts in the account's sign-in failures, as a wrong password does, so from the third the
 * sign-in asks for the captcha (each captcha buys one more guess) and the security centre refuses codes
 * (`codesLocked`) until the member signs in again, which resets the count.
 */
export function takeTotp(store: Store, member: Member, secret: string, code: string): Refusal | null {
  const authenticator = authenticatorOf(store, member)
  const now = store.now()
  const totp = new TOTP({ ...totpParameters, secret: Secret.fromBase32(secret) })
  const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window }) : null
  const step = delta === null ? null : totp.counter({ timestamp: now }) + delta
  if (step !== null && step > authenticator.lastStep) {
    authenticator.lastStep = step
    return null
  }
  const key = member.account.toLowerCase()
  store.state.loginFailures.set(key, (store.state.loginFailures.get(key) ?? 0) + 1)
  return step === null
    ? refuse('wrong_authenticator_code', 'The authenticator code is incorrect', { field: 'code' })
    : refuse('authenticator_code_used', 'This code was used already: wait for the next one', {
        field: 'code',
      })
}

/** Inside a session, codes stop at the sign-in's captcha threshold: a stolen session cannot guess on. */
export function codesLocked(store: Store, member: Member): Refusal | null {
  const failures = store.state.loginFailures.get(member.account.toLowerCase()) ?? 0
  return failures >= captchaAfterFailures
    ? refuse('authenticator_locked', 'Too many wrong codes: please sign in again', { field: 'code' })
    : null
}
