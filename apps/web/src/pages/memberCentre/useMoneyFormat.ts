import { useLingui } from '@lingui/react/macro'
import { formatBalance, type Money } from '@portal/core'
import { useCallback } from 'react'

/** Money in the active locale, 2 decimals with thousands separators (spec §9); unknown shows a dash. */
export function useMoneyFormat(): (amount: Money | null) => string {
  const { i18n } = useLingui()
  const locale = [i18n.locales ?? []].flat()[0] ?? i18n.locale
  return useCallback((amount: Money | null) => formatBalance(amount, { locale, masked: false }), [locale])
}
