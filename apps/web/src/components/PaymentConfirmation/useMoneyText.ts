import { useLingui } from '@lingui/react'
import { type Money, moneyToDecimal } from '@portal/core'
import { useMemo } from 'react'

/**
 * Money → text in the member's language: its exact decimal text handed to `Intl.NumberFormat` (which formats
 * decimal strings without a float), 2 decimals and thousands separators (spec §9).
 */
export function useMoneyText(): (amount: Money) => string {
  const { i18n } = useLingui()
  const locale = (Array.isArray(i18n.locales) ? i18n.locales[0] : i18n.locales) ?? i18n.locale
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    return (amount: Money) => format.format(moneyToDecimal(amount))
  }, [locale])
}
