import { useLingui } from '@lingui/react'
import { type Money, moneyToDecimal } from '@portal/core'
import { deviceTimeZone, portalDateTime } from './dateTime'
import { languages } from './languages'

type Formatters = ReturnType<typeof createFormatters>

/**
 * `Intl` formatters are costly to create (the first of a locale loads its data): every card, row and badge asks
 * for them, so each locale's set is made once for the page's life.
 */
const byLocale = new Map<string, Formatters>()

function createFormatters(locale: string) {
  const rtl = languages.some((language) => language.locale === locale && language.dir === 'rtl')
  // Resolving the device's time zone loads the date-time data (about 40 ms on a slow phone): only when a date is
  // first shown, not on the first page, which shows none.
  let dateTimeOptions: { timeZone: string; rtl: boolean } | undefined
  // Spec §9: amounts show 2 decimals with thousands separators.
  const moneyFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  return {
    percent: (fraction: number) => percentFormat.format(fraction),
    /** Spec §9: `yyyy-MM-dd HH:mm:ss` in every language (one formatter for the whole portal). */
    dateTime: (value: string | number | Date) => {
      dateTimeOptions ??= { timeZone: deviceTimeZone(), rtl }
      return portalDateTime(value, dateTimeOptions)
    },
    money: (value: number) => moneyFormat.format(value),
    /** Exact: `Intl` formats the decimal text, never a float made from it. */
    amount: (value: Money) => moneyFormat.format(moneyToDecimal(value)),
  }
}

/** `Intl` formatters in the active language's BCP 47 locale (passed to Lingui as `locales`). */
export function useFormatters(): Formatters {
  const { i18n } = useLingui()
  const { locales } = i18n
  const locale = (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale
  let formatters = byLocale.get(locale)
  if (!formatters) {
    formatters = createFormatters(locale)
    byLocale.set(locale, formatters)
  }
  return formatters
}
