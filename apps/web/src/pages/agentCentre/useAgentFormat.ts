import { useLingui } from '@lingui/react'
import { type Money, moneyToDecimal } from '@portal/core'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

/**
 * Money and dates as the agent pages show them. Amounts go to `Intl.NumberFormat` as their exact decimal text
 * (never through a float), 2 decimals with the locale's separators (spec §9).
 */
export function useAgentFormat() {
  const { i18n } = useLingui()
  const { locales } = i18n
  const locale = (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale
  const { dateTime } = useFormatters()
  return useMemo(() => {
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const signed = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    })
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const count = new Intl.NumberFormat(locale)
    return {
      money: (value: Money) => amount.format(moneyToDecimal(value)),
      /** With its sign: a profit or a loss. */
      signedMoney: (value: Money) => signed.format(moneyToDecimal(value)),
      count: (value: number) => count.format(value),
      /** A YYYY-MM-DD day of the server's (UTC) calendar. */
      day: (text: string) => day.format(new Date(`${text}T00:00:00Z`)),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime,
    }
  }, [locale, dateTime])
}

/** The agent pages' refusal codes in a sentence: the team's, shared with the member centre's transfer to upline. */
