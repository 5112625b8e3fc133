/**
 * Ball colours of the lottery pages (spec §3 "Lottery balls"): a 49-number set in red, blue and green, a 0-27
 * set in gray, blue, green and red, and ten colour codes 01-10 for the places of a race. The sets follow the
 * usual tables (Mark Six waves; the 28 game's sums), which the spec names but does not list.
 */
export type BallColour = 'red' | 'blue' | 'green' | 'gray'

/** A race's places '01'-'10', each its own colour (the app has ten swatches). */
export type RaceColour = `race-${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10'}`

const red49 = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46])
const blue49 = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48])

/** 1-49: red, blue or green; null outside the set. */
export function colourOf49(ball: number): BallColour | null {
  if (!Number.isInteger(ball) || ball < 1 || ball > 49) return null
  return red49.has(ball) ? 'red' : blue49.has(ball) ? 'blue' : 'green'
}

/** 0-27: gray for 0, 13, 14 and 27; then green, blue, red by the remainder of 3. */
export function colourOf27(sum: number): BallColour | null {
  if (!Number.isInteger(sum) || sum < 0 || sum > 27) return null
  if (sum === 0 || sum === 13 || sum === 14 || sum === 27) return 'gray'
  return (['red', 'green', 'blue'] as const)[sum % 3] ?? null
}

/** '01'-'10' (or 1-10): its race colour; null outside. */
export function raceColourOf(place: number | string): RaceColour | null {
  const value = Number(place)
  if (!Number.isInteger(value) || value < 1 || value > 10) return null
  return `race-${String(value).padStart(2, '0')}` as RaceColour
}
