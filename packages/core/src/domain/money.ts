/**
 * Money as the core holds it: an integer count of minor units (`bigint`, so sums never overflow or round) and
 * the number of decimals of its currency. It never passes through a binary float: amounts arrive as decimal
 * text (or JSON numbers read back as their shortest decimal text), are parsed digit by digit, and leave as
 * decimal text that `Intl.NumberFormat` formats exactly.
 */
export interface Money {
  readonly minor: bigint
  /** Decimals of the currency: 2 for the portal's currencies (spec §9 shows every balance to 2 decimals). */
  readonly exponent: number
  /**
   * JSON cannot hold a bigint; money goes into JSON as its decimal text (`"1234.50"`), so snapshots, the
   * inspector and the model tests' serialised events keep working. Made by `money()`, on the prototype.
   */
  toJSON(): string
}

/** The portal's currencies all count in hundredths. */
export const portalExponent = 2

/**
 * How a decimal with more digits than the currency has is treated: `exact` refuses it (what a member types),
 * `halfExpand` rounds half away from zero, as `Intl.NumberFormat` does (what a server reports).
 */
export type Rounding = 'exact' | 'halfExpand'

const moneyPrototype = {
  toJSON(this: Money): string {
    return moneyToDecimal(this)
  },
}

export const money = (minor: bigint, exponent = portalExponent): Money =>
  Object.freeze(Object.assign(Object.create(moneyPrototype) as Money, { minor, exponent }))

export const zeroMoney = (exponent = portalExponent): Money => money(0n, exponent)

/** `-12.5`, `+3`, `.5`, `1,5`? No: only `[sign]digits[.digits][e[sign]digits]`, as JSON and `String(number)` write. */
const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Exponents beyond this are refused rather than expanded into millions of digits. */
const maxScientificExponent = 100

/**
 * Decimal text → money, or null when the text is no decimal or (with `exact`) has more decimals than the
 * currency allows. Surrounding spaces are ignored.
 */
export function parseMoney(
  text: string,
  exponent = portalExponent,
  rounding: Rounding = 'exact',
): Money | null {
  const match = decimalPattern.exec(text.trim())
  if (!match) return null
  const [, sign, whole = '', fraction = '', scientific = '0'] = match
  if (whole === '' && fraction === '') return null
  const shift = Number(scientific)
  if (Math.abs(shift) > maxScientificExponent) return null
  // All digits as one integer and where the decimal point sits: value = digits × 10^(point).
  const digits = `${whole}${fraction}`
  const point = shift - fraction.length + exponent
  let minor: bigint
  if (point >= 0) minor = BigInt(digits) * 10n ** BigInt(point)
  else {
    const divisor = 10n ** BigInt(-point)
    const value = BigInt(digits)
    const remainder = value % divisor
    if (remainder !== 0n && rounding === 'exact') return null
    minor = value / divisor + (rounding === 'halfExpand' && remainder * 2n >= divisor ? 1n : 0n)
  }
  return money(sign === '-' ? -minor : minor, exponent)
}

/**
 * An amount as the API sends it — a JSON number or decimal text — as money. A number is read through
 * `String(number)`, the shortest decimal that round-trips, i.e. the text the server wrote; nothing multiplies it.
 */
export function moneyFromApi(
  value: number | string,
  exponent = portalExponent,
  rounding: Rounding = 'halfExpand',
) {
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  return parseMoney(String(value), exponent, rounding)
}

/** Plain decimal text with exactly the currency's decimals (`-1234.50`): for the wire and `Intl.NumberFormat`. */
export function moneyToDecimal({ minor, exponent }: Money): `${number}` {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}` as `${number}`
}

function sameExponent(a: Money, b: Money): number {
  if (a.exponent !== b.exponent)
    throw new Error(`Money of different currencies (exponents ${a.exponent} and ${b.exponent})`)
  return a.exponent
}

export const addMoney = (a: Money, b: Money): Money => money(a.minor + b.minor, sameExponent(a, b))

export const subtractMoney = (a: Money, b: Money): Money => money(a.minor - b.minor, sameExponent(a, b))

export const sumMoney = (amounts: readonly Money[], exponent = portalExponent): Money =>
  amounts.reduce(addMoney, zeroMoney(exponent))

/** Negative, zero or positive, like a sort comparator. */
export function compareMoney(a: Money, b: Money): number {
  sameExponent(a, b)
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0
}

export const isPositiveMoney = (amount: Money): boolean => amount.minor > 0n
