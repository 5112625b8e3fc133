// The module itself, not '@portal/core': see languages.ts.
import { languageLocales } from '../../../../packages/core/src/domain/language.ts'
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
  { code: 'TY', ...languageLocales.TY, nativeName: 'Filipino', catalog: null },
  { code: 'UR', ...languageLocales.UR, nativeName: 'اردو', catalog: null },
  { code: 'JA', ...languageLocales.JA, nativeName: '日本語', catalog: null },
  { code: 'TH', ...languageLocales.TH, nativeName: 'ไทย', catalog: null },
  { code: 'KO', ...languageLocales.KO, nativeName: '한국어', catalog: null },
  // KR appears beside KO in the product's list; both are Korean.
  { code: 'KR', ...languageLocales.KR, nativeName: '한국어', catalog: null },
  // MY is Burmese (Myanmar): Malay has its own code, MS.
  { code: 'MY', ...languageLocales.MY, nativeName: 'မြန်မာ', catalog: null },
  { code: 'MS', ...languageLocales.MS, nativeName: 'Bahasa Melayu', catalog: null },
  { code: 'ID', ...languageLocales.ID, nativeName: 'Bahasa Indonesia', catalog: null },
  { code: 'KM', ...languageLocales.KM, nativeName: 'ខ្មែរ', catalog: null },
  { code: 'HI', ...languageLocales.HI, nativeName: 'हिन्दी', catalog: null },
  { code: 'BN', ...languageLocales.BN, nativeName: 'বাংলা', catalog: null },
  { code: 'TA', ...languageLocales.TA, nativeName: 'தமிழ்', catalog: null },
  { code: 'ES', ...languageLocales.ES, nativeName: 'Español', catalog: null },
  { code: 'PT', ...languageLocales.PT, nativeName: 'Português', catalog: null },
  { code: 'PT-BR', ...languageLocales['PT-BR'], nativeName: 'Português (Brasil)', catalog: null },
  { code: 'TR', ...languageLocales.TR, nativeName: 'Türkçe', catalog: null },
]
