/**
 * What the platform itself must enforce about accounts and sessions, whatever a client does (issue 31): the
 * client follows these answers, it never decides them. `docs/api.md` lists them; the simulator keeps each, and
 * `packages/simulator/src/accounts-contract.test.ts` and `sessions-contract.test.ts` prove it over HTTP.
 */
export const accountObligations: readonly { rule: string; refusal: string }[] = [
  {
    rule: 'A forced password change is decided by the platform: a password sign-in with the default password, or with an expired one while PWDEXPFORCECHANGE3 is on, answers `passwordChange` (`default` or `expired`) and gives a token limited to the change. Such a token may change the password (`changePassword`), read whose it is (`memberInfo`, which says `passwordChange` too) and sign out; every other T call is refused, with `value.reason`, and the real-time channel refuses it. Calls open to visitors answer it as a visitor. Changing the password lifts the limit on the same token',
    refusal: '`password_change_required`',
  },
]

export const sessionObligations: readonly { rule: string; refusal: string }[] = [
  {
    rule: "A session has an idle lifetime (since the token's last call; 30 minutes in the simulator) and an absolute one (since sign-in; 12 hours). A token past either is refused with 401 and the reason as `code`, on every later call too",
    refusal: '401 `session_idle`, `session_expired`',
  },
  {
    rule: 'A password change (in the member centre, a forced one, or a reset by SMS) ends every other session of the member; the session that changed it stays',
    refusal: '401 `password_changed`',
  },
  {
    rule: "Sign-out, revoking a session on the devices page, and a time-out or self-exclusion end the session(s) at once: later calls are refused with the reason, the token's real-time connections hear `SESSION_REVOKED` (`data.reason`) and are closed, and the games the session launched end: a bet from a game page still open is refused (`launch_ended`)",
    refusal: '401 `signed_out`, `session_revoked`, `excluded`',
  },
  {
    rule: 'The real-time channel refuses a CONNECT with a token that is not live (STOMP `ERROR`, `message: unauthorized…`) and closes the socket',
    refusal: 'STOMP `ERROR` `unauthorized`',
  },
]
