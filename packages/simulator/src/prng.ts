/** Seeded PRNG (mulberry32): the same seed gives the same data on every run, unlike `Math.random`. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  hex(length: number): string
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  }
}

/** A stable 32-bit hash of a text (FNV-1a), for colours and choices that follow a code rather than a seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
