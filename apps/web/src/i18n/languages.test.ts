import { languageCodes } from '@portal/core'
import { describe, expect, test } from 'vitest'
import linguiConfig from '../../lingui.config'
import { findLanguage, languages, resolveLanguage, selectableLanguages } from './languages'

describe('language table', () => {
  test('every product language code of the core has a row', () => {
    for (const code of languageCodes) expect(findLanguage(code), code).toBeDefined()
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
    expect(findLanguage(code)?.locale).toBe(locale)
  })

  test('Arabic and Urdu are right-to-left, the rest left-to-right', () => {
    const rtl = languages.filter((language) => language.dir === 'rtl').map((language) => language.code)
    expect(rtl.sort()).toEqual(['AR', 'UR'])
  })

  test('every catalog named in the table is one Lingui builds', () => {
    const catalogs = new Set(languages.flatMap((language) => (language.catalog ? [language.catalog] : [])))
    expect([...catalogs].sort()).toEqual([...linguiConfig.locales].sort())
  })

  test('codes are found regardless of case', () => {
    expect(findLanguage('tw')?.code).toBe('TW')
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
