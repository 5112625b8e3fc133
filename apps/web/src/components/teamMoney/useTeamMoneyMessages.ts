import { useLingui } from '@lingui/react/macro'
import type { FlowFailure } from '@portal/core'
import { useCallback } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { useTeamFailure } from './useTeamFailure'

type Issue = { code: string; values?: Record<string, string | number> } | FlowFailure

/** The transfers' (agent centre and transfer to upline) and red envelope's codes (their own checks and the server's refusals) in words. */
export function useTeamMoneyMessages(): (issue: Issue) => string {
  const { t } = useLingui()
  const common = useTeamFailure()
  const { namedAmount } = useFormatters()
  return useCallback(
    (issue: Issue) => {
      const values = 'values' in issue ? (issue.values ?? {}) : {}
      // `min` is always an amount (of a transfer, of an envelope); `max` a count of envelopes or hours.
      const min = namedAmount(values.min)
      const max = String(values.max ?? '')
      switch (issue.code) {
        case 'to.required':
          return t`Choose who receives it`
        case 'amount.required':
          return t`Enter an amount`
        case 'amount.invalid':
        case 'amount_invalid':
          return t`Enter an amount with at most 2 decimals`
        case 'amount.positive':
          return t`Enter an amount above zero`
        case 'amount.min':
        case 'amount_below_min':
          return t`The minimum is ${min}`
        case 'amount.exceedsBalance':
        case 'insufficient_balance':
          return t`Not enough balance`
        case 'password.required':
          return t`Enter your fund password`
        case 'password.format':
          return t`The fund password is 6 digits`
        case 'fundPassword.notSet':
        case 'fund_password_not_set':
          return t`Set a fund password in the security centre first`
        case 'wrong_fund_password':
          return t`The fund password is incorrect`
        case 'count.range':
          return t`From 1 to ${max} envelopes`
        case 'hours.range':
          return t`From 1 to ${max} hours`
        case 'total.perShare':
        case 'amount_below_count':
          return t`At least ${min} so each envelope holds 0.01`
        case 'no_downlines':
          return t`Nobody in your team yet`
        default:
          return 'kind' in issue ? common(issue) : common({ code: issue.code, kind: 'business' })
      }
    },
    [t, common, namedAmount],
  )
}
