import { type Refusal, refuse } from '../envelope'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { captchaAfterFailures } from './identity'

/**
 * The login password as a step-up (setting the first fund password): a wrong one counts in the account's
 * sign-in failures, so a stolen session cannot guess it here without end. Once those reach the captcha's
 * threshold the step-up is refused until the member signs in again (with the captcha), which resets the count.
 */
export function checkLoginPassword(store: Store, member: Member, given: string): Refusal | null {
  const key = member.account.toLowerCase()
  const failures = store.state.loginFailures.get(key) ?? 0
  if (failures >= captchaAfterFailures)
    return refuse('login_password_locked', 'Too many wrong login passwords: please sign in again', {
      field: 'loginPassword',
    })
  if (given === member.password) return null
  store.state.loginFailures.set(key, failures + 1)
  return refuse('wrong_login_password', 'The login password is incorrect', { field: 'loginPassword' })
}
