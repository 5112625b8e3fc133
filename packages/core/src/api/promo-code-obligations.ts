import type { Obligation } from './obligations'

/**
 * What the platform must enforce about promo codes (issue 32): a code is money, so the client's checks are only a
 * courtesy. The simulator keeps each, proved over HTTP by `packages/simulator/src/promo-codes.test.ts`.
 */
export const promoCodeObligations: readonly Obligation[] = [
  {
    rule: 'A code is claimed only while the platform knows it and it is valid (its dates), only by the accounts and VIP levels it is for, once per member, and by no more members than its limit. Codes are compared without case and without spaces around them',
    refusal:
      '`promo_code_unknown`, `promo_code_expired`, `promo_code_used`, `promo_code_used_up`, `promo_code_not_eligible` (`minVip` when a level is missing)',
  },
  {
    rule: "A code's money is a `bonus` entry in the member's ledger, into the main wallet, with the turnover the code asks before a withdrawal (read by the withdrawal's turnover check). A trial account or a free-play guest claims nothing: demo money never becomes real",
    refusal: '`in_need_true_account`',
  },
  {
    rule: 'A claim carries an idempotency key: the same key with the same code answers the first credit again and credits nothing more; the same key with another code is refused',
    refusal: '`idempotency_conflict`',
  },
]
