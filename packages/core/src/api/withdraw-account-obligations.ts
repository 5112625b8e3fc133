import type { Obligation } from './obligations'

/**
 * What the platform must enforce about where withdrawals go and who may withdraw (issue 32). The simulator keeps
 * each, proved over HTTP by `packages/simulator/src/withdraw-accounts.test.ts` and `identity.test.ts`.
 */
export const withdrawAccountObligations: readonly Obligation[] = [
  {
    rule: 'A member binds at most as many cards as the card setting (`bankCardSetting.maxCards`) allows, and a card carries every field the setting requires (`requiredFields`: `realName`, `branch`). The client follows the same setting, but the platform refuses what it does not allow',
    refusal: '`card_limit` (`max`), `real_name_required`, `branch_required`',
  },
  {
    rule: 'Removing a card is a step-up: the fund password, on the one shared counter and lock-out. A card a withdrawal in progress is paid to cannot be removed until that withdrawal is paid or rejected (refused before the password is checked, so no attempt is spent). Only the member’s own cards can be removed; removing the default card makes the oldest remaining one the default',
    refusal: '`card_in_use`, `unknown_card`, `wrong_fund_password`, `fund_password_locked`',
  },
  {
    rule: 'Identity verification: `uploadIdentityImages` takes the ID’s front and back together, each a png or jpeg data URL under 5 MB (the rules of the other uploads); it goes to the back office’s review (`pending`), which approves it or rejects it with a reason the member reads (`identityVerification`). An ID under review or approved is not replaced',
    refusal:
      '`upload_type`, `upload_size` (`field: front` or `back`), `identity_pending`, `identity_approved`',
  },
  {
    rule: 'Where the platform requires a verified identity (`identityVerification.requiredForWithdrawal`), a withdrawal waits for an approved one: `withdrawSettings.identityMissing` says what is missing beforehand, and the withdrawal is refused with it (before the fund password is checked, so no attempt is spent)',
    refusal: '`identity_required` (`status`: `none`, `pending` or `rejected`)',
  },
  {
    rule: 'Withdrawal methods beyond bank cards are the platform’s data (`withdrawMethods`). An account is bound only for a method it offers that is not a bank card (cards have their own calls), in that method’s format (an e-wallet’s number; a coin address on one of the coin’s networks), once, at most three per method, with the fund password as the step-up. A withdrawal goes to the member’s own card or bound account of a method still offered, through the same ledger entries as a card’s; trial and free-play accounts bind nothing. Proved by `packages/simulator/src/withdraw-methods.test.ts`',
    refusal:
      '`method_not_offered`, `network_not_offered`, `account_invalid`, `account_exists`, `account_limit` (`max`), `unknown_card`, `in_need_true_account`',
  },
]
