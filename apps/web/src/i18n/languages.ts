/**
 * The product's language codes (spec §9) and what the browser needs for each: a BCP 47 locale for `Intl` and
 * `<html lang>`, the text direction, the language's own name for the selector, and which shipped Lingui
 * catalog renders it (null: none yet, so the language cannot be chosen).
 */
type CatalogLocale = 'en' | 'zh-Hans' | 'zh-Hant' | 'vi' | 'ar'

export interface Language {
  /** Product code, as stored under `lang`/`hisLang` and sent to the server. */
  code: string
  /** BCP 47 tag for `Intl` and `<html lang>`. */
  locale: string
  dir: 'ltr' | 'rtl'
  /** Endonym: each language is listed in its own script, so it needs no translation. */
  nativeName: string
  catalog: CatalogLocale | null
}

export const languages: readonly Language[] = [
  { code: 'CN', locale: 'zh-Hans', dir: 'ltr', nativeName: '简体中文', catalog: 'zh-Hans' },
  { code: 'EN', locale: 'en', dir: 'ltr', nativeName: 'English', catalog: 'en' },
  { code: 'TW', locale: 'zh-Hant', dir: 'ltr', nativeName: '繁體中文', catalog: 'zh-Hant' },
  // TY is Tagalog (Filipino): the original's TY catalog reads "Pakipasok ang (min) - (max) na mga karakter", and
  // bingo (the BG sub-class that only a TY brand shows) is a Philippine staple. No Filipino catalog ships yet
  // (docs/deviations.md), so it is not offered.
  { code: 'TY', locale: 'fil', dir: 'ltr', nativeName: 'Filipino', catalog: null },
  { code: 'VI', locale: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt', catalog: 'vi' },
  { code: 'AR', locale: 'ar', dir: 'rtl', nativeName: 'العربية', catalog: 'ar' },
  { code: 'UR', locale: 'ur', dir: 'rtl', nativeName: 'اردو', catalog: null },
  { code: 'JA', locale: 'ja', dir: 'ltr', nativeName: '日本語', catalog: null },
  { code: 'TH', locale: 'th', dir: 'ltr', nativeName: 'ไทย', catalog: null },
  { code: 'KO', locale: 'ko', dir: 'ltr', nativeName: '한국어', catalog: null },
  // KR appears beside KO in the product's list; both are Korean.
  { code: 'KR', locale: 'ko', dir: 'ltr', nativeName: '한국어', catalog: null },
  // MY is Burmese (Myanmar): Malay has its own code, MS.
  { code: 'MY', locale: 'my', dir: 'ltr', nativeName: 'မြန်မာ', catalog: null },
  { code: 'MS', locale: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu', catalog: null },
  { code: 'ID', locale: 'id', dir: 'ltr', nativeName: 'Bahasa Indonesia', catalog: null },
  { code: 'KM', locale: 'km', dir: 'ltr', nativeName: 'ខ្មែរ', catalog: null },
  { code: 'HI', locale: 'hi', dir: 'ltr', nativeName: 'हिन्दी', catalog: null },
  { code: 'BN', locale: 'bn', dir: 'ltr', nativeName: 'বাংলা', catalog: null },
  { code: 'TA', locale: 'ta', dir: 'ltr', nativeName: 'தமிழ்', catalog: null },
  { code: 'ES', locale: 'es', dir: 'ltr', nativeName: 'Español', catalog: null },
  { code: 'PT', locale: 'pt', dir: 'ltr', nativeName: 'Português', catalog: null },
  { code: 'PT-BR', locale: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)', catalog: null },
  { code: 'TR', locale: 'tr', dir: 'ltr', nativeName: 'Türkçe', catalog: null },
]

export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined
  const wanted = code.toUpperCase()
  return languages.find((language) => language.code === wanted)
}

/** A language the app can render: a catalog ships for it. */
export type ShippedLanguage = Language & { catalog: CatalogLocale }

const isShipped = (language: Language | undefined): language is ShippedLanguage => Boolean(language?.catalog)

/** Languages the app can offer: in the brand's list and backed by a shipped catalog. Order follows the brand. */
export function selectableLanguages(brandCodes: readonly string[]): ShippedLanguage[] {
  return brandCodes.map(findLanguage).filter(isShipped)
}

/** The offered language with this code, else the first offered one (a stale or foreign stored code). */
export function resolveLanguage(code: string | null, options: readonly ShippedLanguage[]): ShippedLanguage {
  const wanted = code?.toUpperCase()
  const language = options.find((option) => option.code === wanted) ?? options[0]
  if (!language) throw new Error('The brand offers no language with a shipped catalog')
  return language
}
