import type { createLogin, createLoginSms } from '@portal/core'

export interface LoginActors {
  login: ReturnType<typeof createLogin>
  sms: ReturnType<typeof createLoginSms>
}

/**
 * The header's inline login, lent to the login popup. The header has no room for a captcha, a second check or
 * a message beside each field, so it opens the popup for those; the popup then continues the same attempt
 * (what was typed, the captcha image, the pending check) instead of starting over. In memory only: the
 * password never goes to history state or storage on this way.
 */
let lent: LoginActors | null = null

/** Called by the header's form while its actors run; `null` when it unmounts. */
export function lendLogin(actors: LoginActors | null): void {
  lent = actors
}

/** The header's running login, if the header has one. */
export function lentLogin(): LoginActors | null {
  return lent
}
