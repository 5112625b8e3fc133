import { useLingui } from '@lingui/react'
import { type Money, moneyFromApi, moneyToDecimal, unavailableBalance } from '@portal/core'
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
  // The first date-time formatter loads the date-time data (about 40 ms on a slow phone, the device's time zone
  // too): made when a date is first shown, not on the first page, which shows none.
  let dateTimeOptions: { timeZone: string; rtl: boolean } | undefined
  let dayFormat: Intl.DateTimeFormat | undefined
  let dateFormat: Intl.DateTimeFormat | undefined
  // Spec §9: amounts show 2 decimals with thousands separators; `negative` keeps -0 from showing as "-0.00".
  const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const
  const moneyFormat = new Intl.NumberFormat(locale, { ...decimals, signDisplay: 'negative' })
  const signedFormat = new Intl.NumberFormat(locale, { ...decimals, signDisplay: 'exceptZero' })
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const countFormat = new Intl.NumberFormat(locale)
  return {
    percent: (fraction: number) => percentFormat.format(fraction),
    count: (value: number) => countFormat.format(value),
    /** Spec §9: `yyyy-MM-dd HH:mm:ss` in every language (one formatter for the whole portal). */
    dateTime: (value: string | number | Date) => {
      dateTimeOptions ??= { timeZone: deviceTimeZone(), rtl }
      return portalDateTime(value, dateTimeOptions)
    },
    /** A YYYY-MM-DD day of the server's (UTC) calendar, short: a chart's axis, a report's row. */
    day: (text: string) => {
      dayFormat ??= new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
      return dayFormat.format(new Date(`${text}T00:00:00Z`))
    },
    date: (iso: string) => {
      dateFormat ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
      return dateFormat.format(new Date(iso))
    },
    /**
     * Money, the one way the portal shows it. Exact: `Intl` formats the decimal text, never a float made from
     * it. Unknown (null) shows the balance's dash.
     */
    amount: (value: Money | null) => (value ? moneyFormat.format(moneyToDecimal(value)) : unavailableBalance),
    /**
     * An amount a refusal or a check names (`{ remaining: 90 }`, `{ min: "10.00" }`), as the wire or the core wrote
     * it: shown like every other amount, so a message and the page beside it agree (issue 37).
     */
    namedAmount: (value: string | number | undefined) => {
      if (value === undefined) return ''
      const parsed = moneyFromApi(value)
      return parsed ? moneyFormat.format(moneyToDecimal(parsed)) : String(value)
    },
    /** With its sign: a profit or a loss. */
    signedAmount: (value: Money) => signedFormat.format(moneyToDecimal(value)),
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
