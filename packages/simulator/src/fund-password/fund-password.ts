import { type Refusal, refuse } from '../envelope'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { withdrawRules } from '../withdraw/state'

/** A fund password: six digits, chosen by the member (at registration or in the security centre). */
export const fundPasswordFormat = /^\d{6}$/

const iso = (at: number) => new Date(at).toISOString()

/** When the member's fund-password lock-out ends (ISO), or null when there is none. */
export function fundPasswordLock(store: Store, member: Member): string | null {
  const until = store.state.withdraw.fundPasswordFailures.get(member.account)?.lockedUntil
  return until && until > store.now() ? iso(until) : null
}

/**
 * The one check of the fund password for every call that asks for it (withdraw, change, points redemption and
 * conversion, agent transfer): one counter and one lock-out per member, whichever call the wrong passwords
 * came through. A locked member is refused even with the right one until the lock ends; a right one resets
 * the count. `field` names the form field the refusal points at.
 */
export function checkFundPassword(
  store: Store,
  member: Member,
  given: string,
  field = 'paymentPassword',
): Refusal | null {
  const locked = fundPasswordLock(store, member)
  if (locked)
    return refuse('fund_password_locked', `The fund password is locked until ${locked}`, { until: locked })
  if (member.fundPassword === '')
    return refuse('fund_password_not_set', 'Set a fund password in the security centre first')
  const failures = store.state.withdraw.fundPasswordFailures
  if (given === member.fundPassword) {
    failures.delete(member.account)
    return null
  }
  const count = (failures.get(member.account)?.count ?? 0) + 1
  if (count >= withdrawRules.lockAfter) {
    const lockedUntil = store.now() + withdrawRules.lockMs
    failures.set(member.account, { count: 0, lockedUntil })
    const until = iso(lockedUntil)
    return refuse('fund_password_locked', `The fund password is locked until ${until}`, { until })
  }
  failures.set(member.account, { count, lockedUntil: null })
  return refuse('wrong_fund_password', 'The fund password is incorrect', {
    field,
    attemptsLeft: withdrawRules.lockAfter - count,
  })
}
