import { useLingui } from '@lingui/react/macro'
import type { TransferView } from '@portal/core'
import { useCallback } from 'react'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'

/** The transfer amount's codes (the core's checks and the server's refusals) as the sentence beside the field. */
export function useAmountError(): (error: TransferView['amountError']) => string | null {
  const { t } = useLingui()
  const format = useFormatters().amount
  const failure = useMemberFailure()
  return useCallback(
    (error: TransferView['amountError']) => {
      if (!error) return null
      switch (error.code) {
        case 'amount.required':
          return t`Enter an amount`
        case 'amount.invalid':
          return t`Enter a number with at most 2 decimals`
        case 'amount.positive':
          return t`The amount must be more than 0`
        case 'amount.exceedsBalance':
          return 'max' in error ? t`The most you can transfer is ${format(error.max)}` : null
        case 'insufficient_balance':
          return t`Not enough balance in this wallet`
        case 'invalid_amount':
          return t`This amount cannot be transferred`
        default:
          return failure({ code: error.code, kind: 'business' })
      }
    },
    [t, format, failure],
  )
}
