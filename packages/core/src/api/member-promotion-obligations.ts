import type { Obligation } from './obligations'

/**
 * What the platform must enforce about the member promotions (issue 32): each is money, so the platform judges
 * eligibility itself when listed and again when claimed. Proved over HTTP by
 * `packages/simulator/src/member-promotions.test.ts`.
 */
export const memberPromotionObligations: readonly Obligation[] = [
  {
    rule: 'The registration bonus is paid once per member; the login bonus once per day of the platform (UTC), the next one from the start of the next day',
    refusal: '`register_claimed`, `login_claimed_today`',
  },
  {
    rule: "The loss-back is a share of the member's net loss at play (stakes minus payouts of settled rounds, every wallet) over the last full day, read from the ledger when asked and when claimed; nothing under the least loss, never above the cap, once for that day",
    refusal: '`savior_no_loss`, `savior_claimed`',
  },
  {
    rule: 'An issued promotion is claimed only by the member it was issued to, once, before it expires',
    refusal: '`unknown_issued`, `issued_claimed`, `issued_expired`',
  },
  {
    rule: "Every claim is one `bonus` entry in the member's ledger, into the main wallet, and carries an idempotency key: the same key answers the first claim again and pays nothing more, another request under it is refused. A trial account or a free-play guest claims nothing: demo money never becomes real",
    refusal: '`idempotency_conflict`, `in_need_true_account`',
  },
]
