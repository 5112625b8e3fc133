import { languageCodes, languageLocale } from '@portal/core'
import { describe, expect, test } from 'vitest'
import linguiConfig from '../../lingui.config'
import { findLanguage, languages, resolveLanguage, selectableLanguages } from './languages'
import { unshippedLanguages } from './unshippedLanguages'

/** Every product language code, shipped or not. */
const productLanguages = [...languages, ...unshippedLanguages]
const productLanguage = (code: string) => productLanguages.find((language) => language.code === code)

describe('language table', () => {
  test('every product language code of the core has a row', () => {
    for (const code of languageCodes) expect(productLanguage(code), code).toBeDefined()
    expect(new Set(productLanguages.map((language) => language.code)).size).toBe(productLanguages.length)
  })

  test('every row has the locale and direction of the core mapping (languageLocale)', () => {
    for (const { code, locale, dir } of productLanguages)
      expect({ locale, dir }, code).toEqual(languageLocale(code as Parameters<typeof languageLocale>[0]))
  })

  test.each([
    ['CN', 'zh-Hans'],
    ['EN', 'en'],
    ['TW', 'zh-Hant'],
    ['VI', 'vi'],
    ['AR', 'ar'],
    ['UR', 'ur'],
    ['PT-BR', 'pt-BR'],
  ])('%s is %s', (code, locale) => {
    expect(productLanguage(code)?.locale).toBe(locale)
  })

  test('Arabic and Urdu are right-to-left, the rest left-to-right', () => {
    const rtl = productLanguages.filter((language) => language.dir === 'rtl').map((language) => language.code)
    expect(rtl.sort()).toEqual(['AR', 'UR'])
  })

  test('every catalog named in the table is one Lingui builds', () => {
    const catalogs = new Set(languages.flatMap((language) => (language.catalog ? [language.catalog] : [])))
    expect([...catalogs].sort()).toEqual([...linguiConfig.locales].sort())
  })

  test('codes are found regardless of case; a code without a catalog is not', () => {
    expect(findLanguage('tw')?.code).toBe('TW')
    expect(findLanguage('JA')).toBeUndefined()
  })

  test("the first page's table holds the shipped languages, the other table the rest", () => {
    expect(languages.every((language) => language.catalog !== null)).toBe(true)
    expect(unshippedLanguages.every((language) => language.catalog === null)).toBe(true)
  })

  test('only languages with a shipped catalog can be offered, in the brand order', () => {
    expect(selectableLanguages(['AR', 'JA', 'EN']).map((language) => language.code)).toEqual(['AR', 'EN'])
  })

  test('an unknown or unoffered stored code falls back to the first offered language', () => {
    const options = selectableLanguages(['EN', 'CN'])
    expect(resolveLanguage('CN', options).code).toBe('CN')
    expect(resolveLanguage('JA', options).code).toBe('EN')
    expect(resolveLanguage(null, options).code).toBe('EN')
  })
})
