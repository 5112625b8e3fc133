import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import {
  addMoney,
  compareMoney,
  money,
  moneyFromApi,
  moneyToDecimal,
  parseMoney,
  subtractMoney,
  sumMoney,
} from './money'

const anyMoney = (exponent = 2) =>
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((minor) => money(minor, exponent))

describe('parseMoney', () => {
  test.each<[string, bigint | null]>([
    ['0', 0n],
    ['12', 1200n],
    ['12.3', 1230n],
    ['12.34', 1234n],
    ['-0.01', -1n],
    ['+5', 500n],
    ['.5', 50n],
    ['5.', 500n],
    [' 7.10 ', 710n],
    ['1e3', 100000n],
    ['1.5E-1', 15n],
    ['1e+21', 10n ** 23n],
    ['12.345', null],
    ['1e-3', null],
    ['', null],
    ['.', null],
    ['-', null],
    ['1,000.00', null],
    ['12.3.4', null],
    ['0x10', null],
    ['Infinity', null],
    ['NaN', null],
    ['1e999999', null],
  ])('exact %j → %s', (text, minor) => {
    expect(parseMoney(text)?.minor ?? null).toBe(minor)
  })

  test.each<[string, bigint]>([
    ['12.344', 1234n],
    ['12.345', 1235n],
    ['-12.345', -1235n],
    ['0.004', 0n],
    ['0.005', 1n],
    ['1234567.891', 123456789n],
    ['999.999', 100000n],
  ])('halfExpand %j → %s', (text, minor) => {
    expect(parseMoney(text, 2, 'halfExpand')?.minor).toBe(minor)
  })

  test('other exponents: whole units (VND) and thousandths', () => {
    expect(parseMoney('1500', 0)?.minor).toBe(1500n)
    expect(parseMoney('1500.5', 0)).toBeNull()
    expect(parseMoney('1.234', 3)?.minor).toBe(1234n)
  })
})

describe('moneyFromApi', () => {
  test.each<[number | string, bigint | null]>([
    [1234.5, 123450n],
    [0.1, 10n],
    [0.07, 7n],
    [1.005, 101n],
    [1234567.891, 123456789n],
    ['88.80', 8880n],
    [1e21, 10n ** 23n],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['abc', null],
  ])('%j → %s', (value, minor) => {
    expect(moneyFromApi(value)?.minor ?? null).toBe(minor)
  })

  test('every number with at most 2 decimals arrives as exactly its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        // The JSON number a server writes for these cents, e.g. 12.34: the decimal text parsed by JavaScript.
        const json = JSON.parse(moneyToDecimal(money(BigInt(cents)))) as number
        expect(moneyFromApi(json)?.minor).toBe(BigInt(cents))
      }),
      { numRuns: runs.rules },
    )
  })
})

describe('moneyToDecimal', () => {
  test.each<[bigint, number, string]>([
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [123456n, 2, '1234.56'],
    [-100n, 2, '-1.00'],
    [42n, 0, '42'],
    [7n, 3, '0.007'],
  ])('%s minor units with %i decimals → %s', (minor, exponent, text) => {
    expect(moneyToDecimal(money(minor, exponent))).toBe(text)
  })

  test('parse ∘ format is the identity, for every exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }).chain((exponent) => anyMoney(exponent)),
        (amount) => {
          expect(parseMoney(moneyToDecimal(amount), amount.exponent)).toEqual(amount)
        },
      ),
      { numRuns: runs.rules },
    )
  })

  test('format ∘ parse gives back any canonical decimal text', () => {
    const canonical = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.integer({ min: 0, max: 99 }))
      .filter(([negative, whole, cents]) => !negative || whole > 0n || cents > 0)
      .map(([negative, whole, cents]) => `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`)
    fc.assert(
      fc.property(canonical, (text) => {
        const parsed = parseMoney(text)
        expect(parsed && moneyToDecimal(parsed)).toBe(text)
      }),
      { numRuns: runs.rules },
    )
  })

  test('Intl.NumberFormat formats the decimal text exactly, even beyond 2^53 minor units', () => {
    const format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    expect(format.format(moneyToDecimal(money(9_007_199_254_740_993n)))).toBe('90,071,992,547,409.93')
  })
})

describe('arithmetic', () => {
  test('sums are exact and order-free: the total of the parts is the sum of their minor units', () => {
    fc.assert(
      fc.property(fc.array(anyMoney(), { maxLength: 50 }), (amounts) => {
        const total = sumMoney(amounts)
        expect(total.minor).toBe(amounts.reduce((sum, amount) => sum + amount.minor, 0n))
        expect(sumMoney([...amounts].reverse())).toEqual(total)
      }),
      { numRuns: runs.rules },
    )
  })

  test('subtracting undoes adding, and the comparison agrees with it', () => {
    fc.assert(
      fc.property(anyMoney(), anyMoney(), (a, b) => {
        expect(subtractMoney(addMoney(a, b), b)).toEqual(a)
        expect(Math.sign(compareMoney(a, b))).toBe(Math.sign(Number(subtractMoney(a, b).minor)))
      }),
      { numRuns: runs.rules },
    )
  })

  test('0.10 + 0.20 is 0.30, as it never is in binary floating point', () => {
    const sum = addMoney(parseMoney('0.10') ?? money(0n), parseMoney('0.20') ?? money(0n))
    expect(moneyToDecimal(sum)).toBe('0.30')
  })

  test('money goes into JSON as its decimal text', () => {
    expect(JSON.stringify({ balance: money(-123_450n) })).toBe('{"balance":"-1234.50"}')
  })

  test('money of different currencies is never added', () => {
    expect(() => addMoney(money(1n, 2), money(1n, 0))).toThrow(/different currencies/)
  })

  test('no float anywhere: every amount the module produces holds a bigint', () => {
    fc.assert(
      fc.property(fc.array(anyMoney(), { maxLength: 10 }), fc.string(), (amounts, text) => {
        const produced = [sumMoney(amounts), parseMoney(text), moneyFromApi(text)].filter((m) => m !== null)
        for (const amount of produced) expect(typeof amount.minor).toBe('bigint')
      }),
      { numRuns: runs.rules },
    )
  })
})
