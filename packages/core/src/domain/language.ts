/** The product's language codes (spec §9); `languageLocales` maps each to its BCP 47 locale and direction. */
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

/**
 * Every product language code's locale and direction, the one mapping the app and any other front end use.
 * TY is Tagalog (Filipino); MY is Burmese (Malay is MS); KR and KO are both Korean.
 */
export const languageLocales: Readonly<Record<LanguageCode, LanguageLocale>> = {
  CN: { locale: 'zh-Hans', dir: 'ltr' },
  EN: { locale: 'en', dir: 'ltr' },
  JA: { locale: 'ja', dir: 'ltr' },
  TH: { locale: 'th', dir: 'ltr' },
  VI: { locale: 'vi', dir: 'ltr' },
  MY: { locale: 'my', dir: 'ltr' },
  ES: { locale: 'es', dir: 'ltr' },
  HI: { locale: 'hi', dir: 'ltr' },
  ID: { locale: 'id', dir: 'ltr' },
  KM: { locale: 'km', dir: 'ltr' },
  KO: { locale: 'ko', dir: 'ltr' },
  KR: { locale: 'ko', dir: 'ltr' },
  MS: { locale: 'ms', dir: 'ltr' },
  PT: { locale: 'pt', dir: 'ltr' },
  'PT-BR': { locale: 'pt-BR', dir: 'ltr' },
  TA: { locale: 'ta', dir: 'ltr' },
  TW: { locale: 'zh-Hant', dir: 'ltr' },
  TY: { locale: 'fil', dir: 'ltr' },
  UR: { locale: 'ur', dir: 'rtl' },
  TR: { locale: 'tr', dir: 'ltr' },
  BN: { locale: 'bn', dir: 'ltr' },
  AR: { locale: 'ar', dir: 'rtl' },
}
