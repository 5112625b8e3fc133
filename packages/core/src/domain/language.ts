/** The product's language codes (spec §9); `languageLocale` maps each to its BCP 47 locale and direction. */
export const languageCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'PT-BR',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
] as const

export type LanguageCode = (typeof languageCodes)[number]

/** The spec's brand default, used when the brand configures a code the product does not know. */
export const fallbackLanguage: LanguageCode = 'TW'

const codeSet: ReadonlySet<string> = new Set(languageCodes)

export function isLanguageCode(value: string): value is LanguageCode {
  return codeSet.has(value)
}

/** The language used when nothing is stored: the brand's choice when it is a product code. */
export function defaultLanguage(brand: { defaultLanguage: string }): LanguageCode {
  return isLanguageCode(brand.defaultLanguage) ? brand.defaultLanguage : fallbackLanguage
}

/** How a front end renders a product language: its BCP 47 locale (for `Intl`, `<html lang>`) and direction. */
export interface LanguageLocale {
  locale: string
  dir: 'ltr' | 'rtl'
}

/** The codes whose locale is not their own name in lower case (TY is Tagalog, i.e. Filipino; KR and KO are Korean). */
const localeExceptions: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  KR: 'ko',
  TY: 'fil',
  'PT-BR': 'pt-BR',
}

/**
 * A product language code's BCP 47 locale and direction, the one mapping the app and any other front end use. A rule
 * rather than a table of 22 rows: the first page of the app carries it (issue 17's budget).
 */
export function languageLocale(code: LanguageCode): LanguageLocale {
  return {
    locale: localeExceptions[code] ?? code.toLowerCase(),
    dir: code === 'AR' || code === 'UR' ? 'rtl' : 'ltr',
  }
}
