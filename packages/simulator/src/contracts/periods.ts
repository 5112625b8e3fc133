import type { ContractKind, ContractPeriod } from '@portal/core'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

export interface Range {
  from: number
  to: number
}

/** A stretch of fixed length holding `at`, aligned on UTC (docs/deviations.md: days are UTC days). */
const fixed = (length: number, at: number): Range => {
  const from = Math.floor(at / length) * length
  return { from, to: from + length }
}

/** The dividend period holding `at`: the UTC day, the week from Monday, the half-month (1–15, 16–end), the month. */
export function dividendPeriod(period: ContractPeriod, at: number): Range {
  if (period === 'D') return fixed(day, at)
  const date = new Date(at)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  if (period === 'W') {
    const today = fixed(day, at).from
    const sinceMonday = (date.getUTCDay() + 6) % 7
    return { from: today - sinceMonday * day, to: today + (7 - sinceMonday) * day }
  }
  if (period === 'H')
    return date.getUTCDate() <= 15
      ? { from: Date.UTC(year, month, 1), to: Date.UTC(year, month, 16) }
      : { from: Date.UTC(year, month, 16), to: Date.UTC(year, month + 1, 1) }
  return { from: Date.UTC(year, month, 1), to: Date.UTC(year, month + 1, 1) }
}

/**
 * The period of a contract holding `at`, paid once it has ended (spec §9): real-time salary every 5 minutes,
 * daily salary the UTC day (paid the next day), hourly salary the hour (paid the next hour), dividends their
 * chosen period.
 */
export function contractPeriod(kind: ContractKind, period: ContractPeriod, at: number): Range {
  if (kind === 'realTimeSalary') return fixed(5 * minute, at)
  if (kind === 'hourlySalary') return fixed(hour, at)
  if (kind === 'dailySalary') return fixed(day, at)
  return dividendPeriod(period, at)
}
