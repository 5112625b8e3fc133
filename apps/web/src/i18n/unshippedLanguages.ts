import type { Language } from './languages'

/**
 * The product's language codes (spec §9) that no Lingui catalog renders yet, so they cannot be chosen: kept out
 * of `languages.ts`, which every visitor's first page loads (issue 17). A language whose catalog ships moves to
 * that table.
 */
export const unshippedLanguages: readonly Language[] = [
  // TY is Tagalog (Filipino): the original's TY catalog reads "Pakipasok ang (min) - (max) na mga karakter", and
  // bingo (the BG sub-class that only a TY brand shows) is a Philippine staple. No Filipino catalog ships yet
  // (docs/deviations.md), so it is not offered.
  { code: 'TY', locale: 'fil', dir: 'ltr', nativeName: 'Filipino', catalog: null },
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
