import type { Range } from '../contracts/periods'

const dayLength = 86_400_000

/** Days of salary kept and payable: as far back as the team's seeded history goes. */
const keptDays = 90

const dayText = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The UTC day a `YYYY-MM-DD` names; null when it names none. */
export function dayRange(text: string): Range | null {
  const from = Date.parse(`${text}T00:00:00Z`)
  if (Number.isNaN(from) || dayText(from) !== text) return null
  return { from, to: from + dayLength }
}

/** Yesterday (the latest day that has ended) and the earliest day kept, on the simulated clock. */
export function payableDays(now: number): { latest: string; earliest: string } {
  const today = Math.floor(now / dayLength) * dayLength
  return { latest: dayText(today - dayLength), earliest: dayText(today - keptDays * dayLength) }
}
