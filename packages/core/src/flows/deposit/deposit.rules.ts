import { isApiError } from '../../api/errors'
import type { DepositChannel, DepositOrder } from '../../api/schemas/deposit'
import {
  compareMoney,
  type Money,
  moneyFromApi,
  moneyToDecimal,
  parseMoney,
  portalExponent,
} from '../../domain/money'
import type { RandomSource } from '../../ports'
import { flowFailure } from '../shared/failure'
import type { DepositAmountIssue, DepositFailure } from './deposit.types'

const digitsOnly = /^\d+(?:\.(\d*))?$/

/**
 * The amount as typed, against the channel: nothing yet is no issue (the field is just empty), anything but
 * plain digits with one decimal point is not a number, then decimals, then the channel's limits.
 */
export function amountIssue(text: string, channel: DepositChannel | undefined): DepositAmountIssue | null {
  const typed = text.trim()
  if (typed === '') return null
  const match = digitsOnly.exec(typed)
  if (!match) return { code: 'notNumber' }
  if ((match[1] ?? '').length > portalExponent) return { code: 'decimals', max: portalExponent }
  const amount = parseMoney(typed)
  if (!amount || !channel) return amount ? null : { code: 'notNumber' }
  if (compareMoney(amount, channel.min) < 0) return { code: 'belowMin', min: channel.min }
  if (compareMoney(amount, channel.max) > 0) return { code: 'aboveMax', max: channel.max }
  return null
}

/** The issue, with an empty field counting as one: what a submit checks. */
export function submitIssue(text: string, channel: DepositChannel | undefined): DepositAmountIssue | null {
  return text.trim() === '' ? { code: 'required' } : amountIssue(text, channel)
}

/** A preset as the field shows it: `100`, `12.50`. */
export function presetText(amount: Money): string {
  const decimal = moneyToDecimal(amount)
  return decimal.endsWith('.00') ? decimal.slice(0, -3) : decimal
}

/** The amount for the wire: plain decimal text with the currency's decimals. */
export function wireAmount(text: string): string {
  const amount = parseMoney(text)
  return amount ? moneyToDecimal(amount) : text.trim()
}

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new idempotency key: 24 characters from the portal's random port (about 143 bits). */
export function newDepositKey(random: RandomSource): string {
  return Array.from({ length: 24 }, () => keyAlphabet[Math.floor(random() * keyAlphabet.length)] ?? 'A').join(
    '',
  )
}

/** The server's amount refusals, as the issue the field shows; null for every other refusal. */
export function refusalIssue(error: unknown, channel: DepositChannel | undefined): DepositAmountIssue | null {
  if (!isApiError(error) || error.kind !== 'business') return null
  if (error.code === 'amount_below_min' && channel) return { code: 'belowMin', min: channel.min }
  if (error.code === 'amount_above_max' && channel) return { code: 'aboveMax', max: channel.max }
  if (error.code === 'amount_invalid') return { code: 'notNumber' }
  return null
}

/**
 * The server said no: nothing was placed, so the key is done with. Every other failure (no answer, a cut or
 * unreadable answer, a server error) may have placed the order: the key is kept for Retry.
 */
export const isRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'business'

function limitOf(value: unknown): DepositFailure['limit'] {
  if (typeof value !== 'object' || value === null) return undefined
  const { period, remaining } = value as { period?: unknown; remaining?: unknown }
  if (typeof period !== 'string') return undefined
  const left = typeof remaining === 'number' || typeof remaining === 'string' ? moneyFromApi(remaining) : null
  return { period, remaining: left }
}

export function depositFailure(error: unknown): DepositFailure {
  const failure = flowFailure(error)
  const limit =
    isApiError(error) && error.code === 'deposit_limit_exceeded' ? limitOf(error.value) : undefined
  return limit ? { ...failure, limit } : failure
}

/** The list with this order in it (replacing its older copy), newest first. */
export function withOrder(orders: readonly DepositOrder[], order: DepositOrder): DepositOrder[] {
  return [order, ...orders.filter((known) => known.reference !== order.reference)]
}
