import type { Member } from '../seed/members'
import { mobileKey, type Store } from '../store'

/** Failed logins in a row after which the account needs a captcha. */
export const captchaAfterFailures = 3

/**
 * The account a typed sign-in name stands for: its account name, or its mobile number however it is written
 * (`0912 345 678`, `912345678`, `+84 912 345 678`, `0084…`).
 */
export function accountTyped(store: Store, typed: string): Member | undefined {
  return store.findMember(typed) ?? store.findMemberByMobile(typed) ?? internationalMobile(store, typed)
}

/** A number typed with its country's dialling code (`+` or `00` first) is that country's member's number. */
function internationalMobile(store: Store, typed: string): Member | undefined {
  if (!/^\s*(\+|00)/.test(typed)) return undefined
  const wanted = mobileKey(typed)
  return store.state.members.find(
    (member) =>
      member.mobileNum !== null &&
      member.countryDialingCode !== null &&
      `${mobileKey(member.countryDialingCode)}${member.mobileNum}` === wanted,
  )
}

/**
 * The key the sign-in failures of a typed name are counted under: the account it stands for (its name in lower
 * case), so no other way of typing it starts a fresh count; a name no account has is counted by its normalised
 * form (a number's digits, a name in lower case), so an unknown name is answered as a known one is.
 */
export function failureKey(store: Store, typed: string): string {
  const member = accountTyped(store, typed)
  if (member) return member.account.toLowerCase()
  const digits = mobileKey(typed)
  return /^[\d\s()+.-]+$/.test(typed.trim()) && digits
    ? `unknown:${digits}`
    : `unknown:${typed.trim().toLowerCase()}`
}
