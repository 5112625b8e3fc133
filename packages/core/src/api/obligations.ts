/**
 * What the platform itself must enforce, whatever a client sends or its router allows (issue 31). A client
 * cannot be trusted with money; these rules are the operator's back end's to keep. `docs/api.md` lists them;
 * the simulator keeps each, and `packages/simulator/src/money.contract.test.ts` proves it over HTTP.
 */
export interface Obligation {
  /** The rule, as the platform's duty. */
  readonly rule: string
  /** The refusal code a client explains (blank when the rule refuses nothing). */
  readonly refusal: string
}

export const moneyObligations: readonly Obligation[] = [
  {
    rule: 'An account created at run time (registration, free play, opened by an agent) has no fund password until its member sets one in the security centre (`setWithdrawPassword`); a fund password typed at registration (`paymentPassword`) is kept. `securityConfig.hasFundPassword` and `withdrawSettings.fundPasswordSet` say whether one is set. Every call that checks the fund password refuses a member without one',
    refusal: '`fund_password_not_set`',
  },
]
