import { expect, test } from 'vitest'
import { defaultBrand } from '../config/brand'
import { defaultLanguage, isLanguageCode, type LanguageCode, languageCodes } from './language'

test('lists the 22 product codes once each', () => {
  expect(languageCodes).toHaveLength(22)
  expect(new Set(languageCodes).size).toBe(languageCodes.length)
})

test.each<[string, boolean]>([
  ['TW', true],
  ['PT-BR', true],
  ['AR', true],
  ['KR', true],
  ['tw', false],
  ['PT_BR', false],
  ['zh-TW', false],
  ['', false],
  ['constructor', false],
])('isLanguageCode(%j) → %s', (value, expected) => {
  expect(isLanguageCode(value)).toBe(expected)
})

test.each<[string, LanguageCode]>([
  ['EN', 'EN'],
  ['PT-BR', 'PT-BR'],
  ['TW', 'TW'],
  ['XX', 'TW'],
  ['', 'TW'],
])('defaultLanguage with brand %j → %s', (configured, expected) => {
  expect(defaultLanguage({ defaultLanguage: configured })).toBe(expected)
})

test('the default brand defaults to TW', () => {
  expect(defaultLanguage(defaultBrand)).toBe('TW')
})
