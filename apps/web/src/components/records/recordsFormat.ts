import { formatDateTime, type Money } from '@portal/core'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

/** The member's time zone: the device's (the portal has no other, see docs/deviations.md). */
export const memberTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Amounts as exact decimal text through Intl (2 decimals, separators, spec §9), times as spec §9 says. */
export function useRecordFormat() {
  const { amount, count } = useFormatters()
  return useMemo(() => {
    const timeZone = memberTimeZone()
    return {
      timeZone,
      money: amount,
      count,
      time: (iso: string | number) =>
        formatDateTime(typeof iso === 'number' ? iso : Date.parse(iso), timeZone),
    }
  }, [amount, count])
}

/** Green for money in, red for money out: with the sign, so colour is never the only cue. */
export const toneOf = (amount: Money) =>
  amount.minor > 0n ? 'plus' : amount.minor < 0n ? 'minus' : undefined
