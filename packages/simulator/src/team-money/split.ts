import type { Prng } from '../prng'

/**
 * An envelope's shares in integer minor units, each at least one unit, adding up to exactly `total`.
 * Equal: the remainder goes one unit each to the first shares. Random: each share is drawn up to twice the
 * average of what is left (the usual "double average" of red-envelope games), so late openers are not starved,
 * and the last share takes what remains. Null when `total` cannot give every share a unit.
 */
export function splitEnvelope(
  total: number,
  count: number,
  split: 'random' | 'equal',
  prng: Pick<Prng, 'int'>,
): number[] | null {
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(count) || count < 1 || total < count) return null
  if (split === 'equal') {
    const base = Math.floor(total / count)
    const extra = total % count
    return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0))
  }
  const shares: number[] = []
  let left = total
  for (let remaining = count; remaining > 1; remaining--) {
    // Leave at least one unit for each share still to draw.
    const max = Math.min(left - (remaining - 1), Math.max(1, Math.floor((left / remaining) * 2)))
    const share = prng.int(1, max)
    shares.push(share)
    left -= share
  }
  shares.push(left)
  return shares
}
