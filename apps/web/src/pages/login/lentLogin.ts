import type { createLogin, createLoginSms } from '@portal/core'

export interface LoginActors {
  login: ReturnType<typeof createLogin>
  sms: ReturnType<typeof createLoginSms>
}

interface Lease {
  actors: LoginActors
  borrowers: number
  ended: boolean
}

/**
 * The header's inline login, lent to the login popup. The header has no room for a captcha, a second check or
 * a message beside each field, so it opens the popup for those; the popup then continues the same attempt
 * (what was typed, the captcha image, the pending check) instead of starting over. In memory only: the
 * password never goes to history state or storage on this way.
 *
 * The actors outlive the header's form while the popup holds them: signing in swaps the header's form for the
 * member panel before the flow has sent the user on, and the popup must see that last step.
 */
let current: Lease | null = null

const stop = ({ login, sms }: LoginActors) => {
  login.stop()
  sms.stop()
}

/** The header's form lends its started actors; `end` stops them now, or when the last borrower gives them back. */
export function lendLogin(actors: LoginActors): { end(): void } {
  const lease: Lease = { actors, borrowers: 0, ended: false }
  current = lease
  return {
    end() {
      if (current === lease) current = null
      lease.ended = true
      if (lease.borrowers === 0) stop(actors)
    },
  }
}

/** The header's running login, if the header has one. */
export function lentLogin(): LoginActors | null {
  return current?.actors ?? null
}

/** Holds the lent actors until `giveBack`; null when they are no longer lent (the header's form has gone). */
export function borrowLogin(actors: LoginActors): { giveBack(): void } | null {
  const lease = current
  if (!lease || lease.actors !== actors) return null
  lease.borrowers += 1
  return {
    giveBack() {
      lease.borrowers -= 1
      if (lease.ended && lease.borrowers === 0) stop(lease.actors)
    },
  }
}
