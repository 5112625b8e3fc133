/** The product's language codes (spec §9). The app maps them to BCP 47 locales. */
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
