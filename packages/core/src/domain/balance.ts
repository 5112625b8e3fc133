import { type Money, moneyToDecimal } from './money'

export interface BalanceFormat {
  /** BCP 47 locale for `Intl.NumberFormat` (the app maps product language codes to it). */
  locale: string
  /** The balance widget's hide toggle is on. */
  masked: boolean
  /** Public state's currency symbol, put before the amount. */
  currencySymbol?: string | undefined
}

/**
 * What a balance not known yet shows. A dash says "unknown" where '0.00' would claim an empty
 * wallet, and it is a glyph, not a sentence, so it needs no translation.
 */
export const unavailableBalance = '-'

/**
 * Masked balances keep the locale's decimal separator but always show four integer asterisks: one asterisk per
 * digit would still tell an onlooker the balance's order of magnitude, which is what hiding it is meant to stop.
 */
const maskedIntegerPart = '****'
const maskedFractionPart = '**'

/** No-break space, so a symbol never wraps away from its amount. */
const symbolSeparator = '\u00a0'

const fractionDigits = 2

/**
 * Balance widget text: 2 decimals with the locale's thousands separators (spec §2 Header, §9). The amount goes
 * to `Intl.NumberFormat` as decimal text, which it formats exactly, whatever its size.
 */
export function formatBalance(
  amount: Money | null,
  { locale, masked, currencySymbol }: BalanceFormat,
): string {
  // `negative` keeps -0 and amounts that round to zero from showing as "-0.00".
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  })
  // Hidden wins over unavailable: a hidden balance looks the same whatever its value.
  if (masked) return withSymbol(maskedAmount(format), currencySymbol)
  if (!amount) return unavailableBalance
  return withSymbol(format.format(moneyToDecimal(amount)), currencySymbol)
}

function maskedAmount(format: Intl.NumberFormat): string {
  const decimal = format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return `${maskedIntegerPart}${decimal}${maskedFractionPart}`
}

function withSymbol(amount: string, currencySymbol: string | undefined): string {
  return currencySymbol ? `${currencySymbol}${symbolSeparator}${amount}` : amount
}
