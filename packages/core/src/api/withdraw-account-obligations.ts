import type { Obligation } from './obligations'

/**
 * What the platform must enforce about where withdrawals go and who may withdraw (issue 32). The simulator keeps
 * each, proved over HTTP by `packages/simulator/src/withdraw-accounts.test.ts`.
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
]
