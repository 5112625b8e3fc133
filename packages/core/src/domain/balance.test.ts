import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import { formatBalance, unavailableBalance } from './balance'

describe('formatBalance', () => {
  test.each<[string, number, string]>([
    ['en', 1234567.891, '1,234,567.89'],
    ['en', 0, '0.00'],
    ['en', -0, '0.00'],
    ['en', -0.001, '0.00'],
    ['en', 0.005, '0.01'],
    ['en', -1234.5, '-1,234.50'],
    ['en', 999.999, '1,000.00'],
    ['en', 1e21, '1,000,000,000,000,000,000,000.00'],
    ['zh', 1234567.891, '1,234,567.89'],
    ['de', 1234567.891, '1.234.567,89'],
    ['ar-EG', 1234.5, '١٬٢٣٤٫٥٠'],
    ['en', Number.NaN, unavailableBalance],
    ['en', Number.POSITIVE_INFINITY, unavailableBalance],
    ['en', Number.NEGATIVE_INFINITY, unavailableBalance],
  ])('%s %d → %s', (locale, amount, expected) => {
    expect(formatBalance(amount, { locale, masked: false })).toBe(expected)
  })

  test('ar keeps the locale sign marks and 2 decimals', () => {
    expect(formatBalance(-1234.5, { locale: 'ar', masked: false })).toMatch(/^\p{Cf}?-1,234\.50$/u)
  })

  test.each<[string, number, string | undefined, string]>([
    ['en', 1234567.89, undefined, '****.**'],
    ['en', 1, undefined, '****.**'],
    ['en', -5, undefined, '****.**'],
    ['en', Number.NaN, undefined, '****.**'],
    ['de', 1234.5, undefined, '****,**'],
    ['ar-EG', 1234.5, undefined, '****٫**'],
    ['en', 12.3, '$', '$\u00a0****.**'],
  ])('masked %s %d (symbol %j) → %s', (locale, amount, currencySymbol, expected) => {
    expect(formatBalance(amount, { locale, masked: true, currencySymbol })).toBe(expected)
  })

  test.each<[number, string, string]>([
    [1234.5, '₫', '₫\u00a01,234.50'],
    [-2, 'RM', 'RM\u00a0-2.00'],
    [Number.NaN, '$', unavailableBalance],
    [3, '', '3.00'],
  ])('symbol: %d with %j → %s', (amount, currencySymbol, expected) => {
    expect(formatBalance(amount, { locale: 'en', masked: false, currencySymbol })).toBe(expected)
  })

  test('never NaN or empty, and masked output has no digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, Number.MAX_VALUE, Number.MIN_VALUE)),
        fc.constantFrom('en', 'zh', 'ar', 'ar-EG', 'de', 'hi', 'th'),
        fc.boolean(),
        fc.option(fc.constantFrom('$', '¥', 'RM'), { nil: undefined }),
        (amount, locale, masked, currencySymbol) => {
          const text = formatBalance(amount, { locale, masked, currencySymbol })
          expect(text).not.toBe('')
          expect(text).not.toMatch(/NaN|undefined|Infinity|∞/)
          if (masked) expect(text).not.toMatch(/\p{Nd}/u)
        },
      ),
      { numRuns: runs.rules },
    )
  })
})
