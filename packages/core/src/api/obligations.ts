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
  {
    rule: 'One fund-password counter and one lock-out per member cover every call that checks the fund password (withdraw, changing it, points redemption and conversion, agent transfer, and as step-ups adding a bank card and sending a red envelope): five wrong ones in a row, through any of them, lock them all for 30 minutes, the right one included; `withdrawSettings.lockedUntil` says until when. A right one resets the count',
    refusal: '`wrong_fund_password` (`attemptsLeft`), `fund_password_locked` (`until`)',
  },
  {
    rule: 'A trial account (type 4) or a free-play guest holds demo money, which lives apart from real money and never leaves as real money. The platform refuses every money movement of such an account, whatever the client allows: deposit, adding a bank card, withdraw, wallet transfers and collecting them, rebate claims, agent transfers, sending and opening red envelopes, points redemption and conversion, salary and promotion payouts, promo codes. An account the back office turns into a free-play one is refused from then on, though its client may still hold it for a member',
    refusal: '`in_need_true_account`',
  },
  {
    rule: "Idempotency, one rule for every effectful call that carries a key (`idempotencyKey`, or `requestId` for wallet calls): per member and per operation, the same key with the same request answers the first answer again and moves nothing; the same key with a different request (another amount, card, receiver…) is refused. Keys are per operation: a key one call used is a new key for another. Only a success is kept: a refused request moved nothing, so the same key is judged afresh. A second request arriving while the first is still running gets the first one's answer. The secrets that authorise a request (`paymentPassword`, `loginPassword`) are not part of what is compared",
    refusal: '`idempotency_conflict`',
  },
  {
    rule: 'A member-to-member (C2C) payment settles exactly one withdrawal order: a deposit placed to pay one order, or already paying one, is never taken to pay another, even of the same amount',
    refusal: '',
  },
  {
    rule: "Every amount is counted in whole minor units, referral income included: a first deposit's reward is its percentage rounded down to a whole minor unit and capped, never a binary fraction on the wire",
    refusal: '',
  },
  {
    rule: "A caller's text is never looked up as an object key it could borrow from the language: a filter, a field or a code such as `constructor`, `__proto__` or `toString` is unknown unless the platform defined it (own properties or maps), refused as invalid, never an error 500, never a change to shared objects",
    refusal: '`field_invalid`',
  },
  {
    rule: "A request body has a size limit: 256 KiB for a call's fields, 32 MiB for the calls that carry up to three proof images (`feedback`, `uploadDepositReceipt`, `processC2CTransaction`, `signUpPromotion`). A larger body is refused with HTTP 413 and the envelope, before it is read whole",
    refusal: '`payload_too_large` (413)',
  },
  {
    rule: "A member's VIP level is the platform's, derived from their ledger (lifetime stakes and approved deposits, both thresholds of a level met) and never lowered; each level's upgrade bonus is paid once, as a ledger entry, whichever of a round, an approval or a read moved the level. A trial or free-play account earns no level and no bonus",
    refusal: '',
  },
]
