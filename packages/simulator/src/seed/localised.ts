/** Text in the languages the portal ships a catalog for; any other language reads the English. */
export interface Localised {
  EN: string
  CN: string
  TW: string
  VI: string
  AR: string
}

/** `[EN, CN, TW, VI, AR]`: short rows in the seed tables. */
export type Row = readonly [en: string, cn: string, tw: string, vi: string, ar: string]

export const localised = ([EN, CN, TW, VI, AR]: Row): Localised => ({ EN, CN, TW, VI, AR })

/** A language the seed has no text in (TY, Tagalog, among them) reads English. */
export function inLanguage(text: Localised, language: string): string {
  const code = language.toUpperCase()
  return code in text ? text[code as keyof Localised] : text.EN
}

/**
 * A percentage the way Arabic text shows it (`Intl`'s `ar` format: "100‎%‎", the sign kept right of the digits
 * by marks, as the portal's own figures read). Written as plain "100%" in Arabic text, the sign lands on the
 * far side of the number, or of the whole line in a left-to-right picture.
 */
export const arabicPercent = (value: number) =>
  new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
