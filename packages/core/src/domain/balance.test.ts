import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import { formatBalance, unavailableBalance } from './balance'
import { type Money, money, parseMoney } from './money'

/** The amount as the API edge gives it: decimal text rounded half away from zero to cents. */
const amountOf = (text: string): Money => parseMoney(text, 2, 'halfExpand') ?? money(0n)

describe('formatBalance', () => {
  test.each<[string, string, string]>([
    ['en', '1234567.891', '1,234,567.89'],
    ['en', '0', '0.00'],
    ['en', '-0', '0.00'],
    ['en', '-0.001', '0.00'],
    ['en', '0.005', '0.01'],
    ['en', '-1234.5', '-1,234.50'],
    ['en', '999.999', '1,000.00'],
    ['en', '1e21', '1,000,000,000,000,000,000,000.00'],
    ['en', '90071992547409.93', '90,071,992,547,409.93'],
    ['zh', '1234567.891', '1,234,567.89'],
    ['de', '1234567.891', '1.234.567,89'],
    ['ar-EG', '1234.5', '١٬٢٣٤٫٥٠'],
  ])('%s %s → %s', (locale, amount, expected) => {
    expect(formatBalance(amountOf(amount), { locale, masked: false })).toBe(expected)
  })

  test('no amount yet shows the unavailable dash', () => {
    expect(formatBalance(null, { locale: 'en', masked: false })).toBe(unavailableBalance)
  })

  test('ar keeps the locale sign marks and 2 decimals', () => {
    expect(formatBalance(amountOf('-1234.5'), { locale: 'ar', masked: false })).toMatch(
      /^\p{Cf}?-1,234\.50$/u,
    )
  })

  test.each<[string, string | null, string | undefined, string]>([
    ['en', '1234567.89', undefined, '****.**'],
    ['en', '1', undefined, '****.**'],
    ['en', '-5', undefined, '****.**'],
    ['en', null, undefined, '****.**'],
    ['de', '1234.5', undefined, '****,**'],
    ['ar-EG', '1234.5', undefined, '****٫**'],
    ['en', '12.3', '$', '$\u00a0****.**'],
  ])('masked %s %s (symbol %j) → %s', (locale, amount, currencySymbol, expected) => {
    const shown = amount === null ? null : amountOf(amount)
    expect(formatBalance(shown, { locale, masked: true, currencySymbol })).toBe(expected)
  })

  test.each<[string | null, string, string]>([
    ['1234.5', '₫', '₫\u00a01,234.50'],
    ['-2', 'RM', 'RM\u00a0-2.00'],
    [null, '$', unavailableBalance],
    ['3', '', '3.00'],
  ])('symbol: %s with %j → %s', (amount, currencySymbol, expected) => {
    const shown = amount === null ? null : amountOf(amount)
    expect(formatBalance(shown, { locale: 'en', masked: false, currencySymbol })).toBe(expected)
  })

  test('the text shows exactly the minor units: digits in order, the cents last', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (minor) => {
        const text = formatBalance(money(minor), { locale: 'en', masked: false })
        const digits = text.replace(/[^0-9]/g, '')
        expect(BigInt(digits)).toBe(minor < 0n ? -minor : minor)
        expect(text.startsWith('-')).toBe(minor < 0n)
      }),
      { numRuns: runs.rules },
    )
  })

  test('never NaN or empty, and masked output has no digits', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.bigInt().map((minor) => money(minor)),
          { nil: null },
        ),
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
