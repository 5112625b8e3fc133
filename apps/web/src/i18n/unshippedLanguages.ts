// The module itself, not '@portal/core': see languages.ts.
import { languageLocale } from '../../../../packages/core/src/domain/language.ts'
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
  { code: 'TY', ...languageLocale('TY'), nativeName: 'Filipino', catalog: null },
  { code: 'UR', ...languageLocale('UR'), nativeName: 'اردو', catalog: null },
  { code: 'JA', ...languageLocale('JA'), nativeName: '日本語', catalog: null },
  { code: 'TH', ...languageLocale('TH'), nativeName: 'ไทย', catalog: null },
  { code: 'KO', ...languageLocale('KO'), nativeName: '한국어', catalog: null },
  // KR appears beside KO in the product's list; both are Korean.
  { code: 'KR', ...languageLocale('KR'), nativeName: '한국어', catalog: null },
  // MY is Burmese (Myanmar): Malay has its own code, MS.
  { code: 'MY', ...languageLocale('MY'), nativeName: 'မြန်မာ', catalog: null },
  { code: 'MS', ...languageLocale('MS'), nativeName: 'Bahasa Melayu', catalog: null },
  { code: 'ID', ...languageLocale('ID'), nativeName: 'Bahasa Indonesia', catalog: null },
  { code: 'KM', ...languageLocale('KM'), nativeName: 'ខ្មែរ', catalog: null },
  { code: 'HI', ...languageLocale('HI'), nativeName: 'हिन्दी', catalog: null },
  { code: 'BN', ...languageLocale('BN'), nativeName: 'বাংলা', catalog: null },
  { code: 'TA', ...languageLocale('TA'), nativeName: 'தமிழ்', catalog: null },
  { code: 'ES', ...languageLocale('ES'), nativeName: 'Español', catalog: null },
  { code: 'PT', ...languageLocale('PT'), nativeName: 'Português', catalog: null },
  { code: 'PT-BR', ...languageLocale('PT-BR'), nativeName: 'Português (Brasil)', catalog: null },
  { code: 'TR', ...languageLocale('TR'), nativeName: 'Türkçe', catalog: null },
]
