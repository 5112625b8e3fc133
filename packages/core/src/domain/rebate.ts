export type Rebate = { rate: number } | { rate: null }

/**
 * Rebate rates by game type (spec §9), as fractions so the app can format them with `Intl` percent style
 * (0.012 → "1.2%"). PVP is shown as '-' in the product, so it has no rate.
 */
export const rebateRates: Readonly<Record<string, number | null>> = {
  LOTT: 0.01,
  ELOTT: 0.01,
  PVP: null,
  FISH: 0.01,
  RNG: 0.012,
  LIVE: 0.008,
  SPORTS: 0.01,
  ESPORTS: 0.01,
}

/** A game type without a listed rate gets no rate, the same '-' the product shows for PVP. */
export function rebateFor(gameType: string): Rebate {
  const rate = Object.hasOwn(rebateRates, gameType) ? rebateRates[gameType] : null
  return { rate: rate ?? null }
}
