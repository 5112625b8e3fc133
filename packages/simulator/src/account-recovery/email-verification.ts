import { Refusal, refuse } from '../envelope'
import { mailCode, takeMailCode } from '../handlers/reset-mail'
import { profileOf } from '../member-centre/state'
import type { Member } from '../seed/members'
import type { Store } from '../store'

/** Verified while the address on file is the one a code was confirmed at: a changed address is checked again. */
export function emailVerified(store: Store, member: Member): boolean {
  const verified = profileOf(store.state.memberCentre, member, store.now()).verifiedEmail
  return member.email !== null && verified === member.email
}

/** The address to check, or why there is none to check. */
function addressToCheck(store: Store, member: Member): string | Refusal {
  if (!member.email) return refuse('email_not_set', 'Add an e-mail address to the profile first')
  if (emailVerified(store, member)) return refuse('email_verified', 'This e-mail address is verified already')
  return member.email
}

/**
 * Mails a six-digit code to the address on file (the limits of every mailed code). Answers where it went,
 * unmasked: the handler masks it.
 */
export function sendVerificationMail(
  store: Store,
  member: Member,
): { expiredMinutes: number; email: string } | Refusal {
  const address = addressToCheck(store, member)
  if (address instanceof Refusal) return address
  const sent = mailCode(store, member, address, 'verify')
  return sent instanceof Refusal ? sent : { ...sent, email: address }
}

/**
 * The code mailed to the address on file verifies it, with the attempt limit of every one-time code. A code
 * mailed to an address since replaced verifies nothing.
 */
export function confirmVerificationMail(store: Store, member: Member, typed: string): Refusal | null {
  const address = addressToCheck(store, member)
  if (address instanceof Refusal) return address
  const wrong = takeMailCode(store, member.account, typed.trim(), 'verify', address)
  if (wrong) return refuse(wrong.code, wrong.message, { ...(wrong.value ?? {}), field: 'verificationCode' })
  profileOf(store.state.memberCentre, member, store.now()).verifiedEmail = address
  return null
}
