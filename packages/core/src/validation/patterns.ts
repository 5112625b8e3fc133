import type { PatternId } from './issues'

/**
 * The registration pattern ids of spec §5 as predicates on a trimmed, non-empty value. Length is not checked
 * here: every rule carries its own min and max, and the message for a pattern id names them.
 *
 * "Letters" means the Latin letters A–Z and a–z, except for pattern 12, which is for names in any alphabet
 * (pattern 8 is the one that says "English letters").
 */
export const patternIds: readonly PatternId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]

const patternTests: Record<PatternId, (value: string) => boolean> = {
  0: () => true,
  1: (value) => /^[A-Za-z][A-Za-z0-9]*$/.test(value),
  2: (value) => /^[A-Za-z\p{Script=Han}]+$/u.test(value),
  3: (value) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value),
  4: (value) => /^[A-Za-z0-9]+$/.test(value),
  // Unlike 14, symbols are allowed next to the required letter and digit; whitespace is not.
  5: (value) => /^(?=.*[A-Za-z])(?=.*\d)\S+$/.test(value),
  6: (value) => /^\d+$/.test(value),
  7: (value) => /^(?=.*[A-Z])[A-Za-z0-9]+$/.test(value),
  8: (value) => /^[A-Za-z ]+$/.test(value),
  9: (value) => !/\s/.test(value),
  // Chinese names written with a middle dot or other punctuation: Han characters, punctuation and symbols.
  10: (value) => /^[\p{Script=Han}\p{P}\p{S}]+$/u.test(value),
  11: (value) => isCalendarDate(/^(\d{4})-(\d{2})-(\d{2})$/.exec(value), 1, 2, 3),
  12: (value) => /^[\p{L} ]+$/u.test(value) && (value.match(/\p{L}/gu)?.length ?? 0) >= 2,
  13: (value) => isCalendarDate(/^(\d{2})-(\d{2})-(\d{4})$/.exec(value), 3, 1, 2),
  14: (value) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/.test(value),
  15: (value) => /^\p{Script=Hangul}+$/u.test(value),
}

export function isPatternId(value: number): value is PatternId {
  return Number.isInteger(value) && value >= 0 && value <= 15
}

export function matchesPattern(id: PatternId, value: string): boolean {
  return patternTests[id](value)
}

/** Indexes of year, month and day in the match, so one check serves both date orders. */
function isCalendarDate(match: RegExpExecArray | null, year: number, month: number, day: number): boolean {
  if (!match) return false
  const y = Number(match[year])
  const m = Number(match[month])
  const d = Number(match[day])
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/**
 * The server's `acceptedPattern` as a predicate. `'*'` (and an empty or absent pattern) accepts anything.
 *
 * A pattern that does not compile accepts too: it is operator configuration we cannot fix from the form, the
 * pattern id's own rule still applies, and the server validates the submitted form again. Rejecting every
 * value would lock all visitors out of registration over one typo in the back office.
 */
export function acceptedPatternTest(pattern: string | null | undefined): (value: string) => boolean {
  if (!pattern || pattern === '*') return () => true
  try {
    const regex = new RegExp(pattern)
    return (value) => regex.test(value)
  } catch {
    return () => true
  }
}
