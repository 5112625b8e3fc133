import { useLingui } from '@lingui/react'
import { type Money, moneyToDecimal } from '@portal/core'
import { useMemo } from 'react'

/** `Intl` formatters in the active language's BCP 47 locale (passed to Lingui as `locales`). */
export function useFormatters() {
  const { i18n } = useLingui()
  const { locales } = i18n
  const locale = (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale
  return useMemo(() => {
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    // Spec §9: amounts show 2 decimals with thousands separators.
    const moneyFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    return {
      percent: (fraction: number) => percentFormat.format(fraction),
      dateTime: (value: string | number | Date) => dateTimeFormat.format(new Date(value)),
      money: (value: number) => moneyFormat.format(value),
      /** Exact: `Intl` formats the decimal text, never a float made from it. */
      amount: (value: Money) => moneyFormat.format(moneyToDecimal(value)),
    }
  }, [locale])
}
