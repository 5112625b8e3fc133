import { compareMoney, type Money, moneyToDecimal, parseMoney } from '../../domain/money'
import type { RandomSource } from '../../ports'
import type { AmountError, TransferDirection } from './transfer.types'

/** The wallet money leaves: main for a transfer in, the vendor's for a transfer out. */
export const sourceOf = (direction: TransferDirection, main: Money | null, vendor: Money | null) =>
  direction === 'in' ? main : vendor

/**
 * The amount a member typed, checked before anything is sent: a decimal with at most the currency's decimals,
 * above zero, and no more than the source wallet holds. Answers the amount or the code to show beside the field.
 */
export function checkAmount(text: string, available: Money | null): Money | AmountError {
  if (text.trim() === '') return { code: 'amount.required' }
  const amount = /^\s*\d*(\.\d*)?\s*$/.test(text) ? parseMoney(text, 2, 'exact') : null
  if (!amount) return { code: 'amount.invalid' }
  if (amount.minor <= 0n) return { code: 'amount.positive' }
  if (available && compareMoney(amount, available) > 0)
    return { code: 'amount.exceedsBalance', max: available }
  return amount
}

export const isAmountError = (checked: Money | AmountError): checked is AmountError => 'code' in checked

/** The whole of a balance as the amount field shows it ("12.50"), never negative. */
export const allOf = (available: Money | null): string =>
  available && available.minor > 0n ? moneyToDecimal(available) : ''

const keyAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** An idempotency key of 24 characters from the portal's random port, one per user action. */
export function requestKey(random: RandomSource): string {
  let key = ''
  for (let index = 0; index < 24; index++)
    key += keyAlphabet[Math.floor(random() * keyAlphabet.length)] ?? 'x'
  return key
}
