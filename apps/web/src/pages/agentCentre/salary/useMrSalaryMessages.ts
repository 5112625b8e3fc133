import { useLingui } from '@lingui/react/macro'
import type { FlowFailure, MrSalaryIssue } from '@portal/core'
import { useCallback } from 'react'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'

/** The salary page's codes (its own checks and the server's refusals) in words. */
export function useMrSalaryMessages(): (issue: MrSalaryIssue | FlowFailure) => string {
  const { t } = useLingui()
  const common = useTeamFailure()
  return useCallback(
    (issue: MrSalaryIssue | FlowFailure) => {
      const max = 'values' in issue ? (issue.values?.max ?? '') : ''
      switch (issue.code) {
        case 'rate.required':
          return t`Enter a rate`
        case 'rate.format':
          return t`Enter a percentage with at most 2 decimals`
        case 'rate_out_of_range':
          return t`From 0.01% to ${max}%`
        case 'rate_above_own':
          return t`At most your own rate, ${max}%`
        case 'not_direct_downline':
          return t`Only your direct downlines`
        case 'already_paid':
          return t`This day is paid already`
        case 'nothing_due':
          return t`Nothing to pay for this day`
        case 'no_rate':
          return t`Give this downline a rate first`
        case 'insufficient_balance':
          return t`Not enough balance`
        case 'day_out_of_range':
          return t`Pick a day that has ended, within the last 90 days`
        default:
          return 'kind' in issue ? common(issue) : common({ code: issue.code, kind: 'business' })
      }
    },
    [t, common],
  )
}
