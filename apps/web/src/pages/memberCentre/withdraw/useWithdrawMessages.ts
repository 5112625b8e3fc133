import { useLingui } from '@lingui/react/macro'
import type { WithdrawFailure, WithdrawIssue } from '@portal/core'
import { useCallback } from 'react'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useFormatters } from '../../../i18n/useFormatters'

const numberOf = (value: string | number | undefined) => (value === undefined ? '' : String(value))

/** The withdraw flow's codes (its own checks and the server's refusals) in words, with the values they name. */
export function useWithdrawMessages(): (issue: WithdrawIssue | WithdrawFailure) => string {
  const { t } = useLingui()
  const { dateTime, namedAmount } = useFormatters()
  const common = useFailureMessage()
  return useCallback(
    (issue: WithdrawIssue | WithdrawFailure) => {
      const values = issue.values ?? {}
      // Amounts in the same money format as the page beside the message; counts as plain numbers.
      const min = namedAmount(values.min)
      const max = namedAmount(values.max)
      const left = numberOf(values.attemptsLeft)
      const remaining = namedAmount(values.remaining)
      const count = numberOf(values.count)
      const most = numberOf(values.max)
      switch (issue.code) {
        case 'amount.required':
          return t`Enter an amount`
        case 'amount.format':
        case 'amount_invalid':
          return t`Enter an amount with at most 2 decimals`
        case 'amount.min':
        case 'amount_below_min':
          return t`The minimum is ${min}`
        case 'amount.max':
        case 'amount_above_max':
          return t`The maximum is ${max}`
        case 'amount.balance':
        case 'insufficient_balance':
          return t`Not enough balance for this amount and its fee`
        case 'card.required':
        case 'unknown_card':
          return t`Choose a card, or add one`
        case 'password.required':
          return t`Enter your fund password`
        case 'password.format':
          return t`The fund password is 6 digits`
        case 'fundPassword.notSet':
        case 'fund_password_not_set':
          return t`Set a fund password in the security centre first`
        case 'wrong_fund_password':
          return t`Wrong fund password: ${left} attempts left`
        case 'fund_password_locked': {
          const until = 'until' in issue && issue.until ? dateTime(issue.until) : ''
          return t`Too many wrong fund passwords. Withdrawals are locked until ${until}`
        }
        case 'identity_required':
          return t`Verify your identity before withdrawing`
        case 'daily_count_reached':
          return t`You have used all ${count} withdrawals of today`
        case 'turnover_required':
          return t`Bet ${remaining} more before you can withdraw`
        case 'bank.required':
        case 'unknown_bank':
          return t`Choose a bank`
        case 'cardNumber.required':
          return t`Enter the card number`
        case 'cardNumber.format':
          return t`A card number has 12 to 19 digits`
        case 'cardNumber.invalid':
        case 'card_number_invalid':
          return t`This card number fails its checksum (the last digit checks the others): compare each digit with your card`
        case 'card_exists':
          return t`This card is already added`
        case 'card_limit':
          return t`You have bound as many cards as the platform allows (${most}). Remove one to add another.`
        case 'card_in_use':
          return t`A withdrawal to this card is in progress. You can remove it once the withdrawal is paid or rejected.`
        case 'branch.required':
        case 'branch_required':
          return t`Enter the branch of the bank`
        case 'realName.required':
        case 'real_name_required':
          return t`Enter your real name`
        case 'real_name_mismatch':
          return t`Cards must be in your real name`
        // Withdrawal methods beyond bank cards (issue 32).
        case 'network.required':
        case 'network_not_offered':
          return t`Choose one of the networks offered`
        case 'account.required':
          return t`Enter the account number or address`
        case 'account_invalid':
          return t`This is not a valid account number or address for this method and network: check it and paste it again`
        case 'account_exists':
          return t`This account is already bound`
        case 'account_limit':
          return t`You have bound as many accounts for this method as the platform allows (${most}).`
        case 'method_not_offered':
          return t`The platform no longer offers this method`
        default:
          return 'kind' in issue ? common(issue) : t`Check this field`
      }
    },
    [t, dateTime, namedAmount, common],
  )
}
