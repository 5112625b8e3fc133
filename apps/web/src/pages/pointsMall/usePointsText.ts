import { useLingui } from '@lingui/react'
import { useMemo } from 'react'

/** Whole points in the member's language, with thousands separators. */
export function usePointsText(): (points: number) => string {
  const { i18n } = useLingui()
  const locale = (Array.isArray(i18n.locales) ? i18n.locales[0] : i18n.locales) ?? i18n.locale
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'auto' })
    return (points: number) => format.format(points)
  }, [locale])
}
