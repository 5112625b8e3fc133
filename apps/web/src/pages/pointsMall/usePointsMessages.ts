import { useLingui } from '@lingui/react/macro'
import type { FlowFailure, PointsIssue } from '@portal/core'
import { useCallback } from 'react'
import { useMemberFailure } from '../../i18n/useMemberFailure'

/** The points mall's field problems and refusals in the member's language. */
export function usePointsMessages() {
  const { t } = useLingui()
  const memberFailure = useMemberFailure()
  const issue = useCallback(
    (code: PointsIssue | undefined): string | null => {
      switch (code) {
        case undefined:
          return null
        case 'required':
          return t`Required`
        case 'quantity.whole':
          return t`Enter a whole number of at least 1`
        case 'quantity.stock':
          return t`Not that many left in stock`
        case 'points.short':
          return t`You do not have enough points`
        case 'mobile.format':
          return t`Enter a phone number of 6 to 15 digits`
        case 'amount.format':
          return t`Enter an amount above 0 with at most 2 decimals`
        case 'amount.balance':
          return t`More than your main wallet balance`
      }
    },
    [t],
  )
  const failure = useCallback(
    (failed: FlowFailure): string => {
      switch (failed.code) {
        case 'wrong_fund_password':
          return t`The fund password is incorrect`
        case 'insufficient_points':
          return t`You do not have enough points`
        case 'insufficient_balance':
          return t`Your main wallet balance is not enough`
        case 'out_of_stock':
          return t`Not that many left in stock`
        default:
          return memberFailure(failed)
      }
    },
    [t, memberFailure],
  )
  return { issue, failure }
}
