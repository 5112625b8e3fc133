import { useLingui } from '@lingui/react'
import { formatDateTime, type Money, moneyToDecimal } from '@portal/core'
import { useMemo } from 'react'

/** The member's time zone: the device's (the portal has no other, see docs/deviations.md). */
export const memberTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Amounts as exact decimal text through Intl (2 decimals, separators, spec §9), times as spec §9 says. */
export function useRecordFormat() {
  const { i18n } = useLingui()
  const { locales } = i18n
  const locale = (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale
  return useMemo(() => {
    const timeZone = memberTimeZone()
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    })
    const count = new Intl.NumberFormat(locale)
    return {
      timeZone,
      money: (amount: Money) => format.format(moneyToDecimal(amount)),
      count: (value: number) => count.format(value),
      time: (iso: string | number) =>
        formatDateTime(typeof iso === 'number' ? iso : Date.parse(iso), timeZone),
    }
  }, [locale])
}

/** Green for money in, red for money out: with the sign, so colour is never the only cue. */
export const toneOf = (amount: Money) =>
  amount.minor > 0n ? 'plus' : amount.minor < 0n ? 'minus' : undefined
