import { type Money, money } from '../../domain/money'

/** How much of `needed` is done, as a whole percentage from 0 to 100 (rounded down: 100 only when met). */
export function shareDone(done: Money, needed: Money): number {
  if (needed.minor <= 0n || done.minor >= needed.minor) return 100
  if (done.minor <= 0n) return 0
  return Number((done.minor * 100n) / needed.minor)
}

/** What is still to go, never below zero. */
export function stillNeeded(done: Money, needed: Money): Money {
  const left = needed.minor - done.minor
  return money(left > 0n ? left : 0n, needed.exponent)
}
