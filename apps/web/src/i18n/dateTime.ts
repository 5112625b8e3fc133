import { formatDateTime } from '@portal/core'

/** The device's time zone: the portal has no other (docs/deviations.md). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const isolate = (text: string) => `\u2066${text}\u2069`

/**
 * Every date and time the portal shows, as spec §9 writes them: `yyyy-MM-dd HH:mm:ss`, whatever the language.
 * In right-to-left text the digits would be reordered around the space ("22:00:00 2026-11-26"), so there the
 * text is isolated left-to-right.
 */
export function portalDateTime(
  value: string | number | Date,
  options: { timeZone: string; rtl: boolean },
): string {
  const text = formatDateTime(new Date(value).getTime(), options.timeZone)
  return options.rtl ? isolate(text) : text
}
