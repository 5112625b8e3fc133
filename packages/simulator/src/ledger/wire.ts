import { money, moneyFromApi, moneyToDecimal } from '@portal/core'

/**
 * Minor units → the JSON number the API sends (`1234.5` for 123450): the number JavaScript reads from the exact
 * decimal text, so its JSON is that text again (up to 15 significant digits, far beyond any balance here).
 */
export const toWire = (minor: number): number => Number(decimalText(minor))

/** Minor units → decimal text with the currency's decimals ("100.00"), as a payment page reads an amount. */
export const decimalText = (minor: number): string => moneyToDecimal(money(BigInt(minor)))

/**
 * An amount a caller sent (a JSON number or decimal text) → minor units, or null when it is no amount, has
 * more than 2 decimals, or is too large to count exactly.
 */
export function fromWire(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null
  const parsed = moneyFromApi(value, 2, 'exact')
  if (!parsed) return null
  const minor = Number(parsed.minor)
  return Number.isSafeInteger(minor) ? minor : null
}
