import { describe, expect, test } from 'vitest'
import {
  addDays,
  dayIn,
  daysOf,
  formatDateTime,
  instantsOf,
  presetDays,
  rangeProblem,
  startOfDay,
} from './date-range'

describe('date ranges in the member time zone', () => {
  // 2026-03-08 16:30 UTC: already the 9th in Taipei (UTC+8), still the 8th in New York.
  const now = Date.UTC(2026, 2, 8, 16, 30)

  test('today is the member’s day, and a preset counts from it', () => {
    expect(dayIn(now, 'Asia/Taipei')).toBe('2026-03-09')
    expect(dayIn(now, 'America/New_York')).toBe('2026-03-08')
    expect(daysOf({ preset: 'last7' }, now, 'Asia/Taipei')).toEqual({ from: '2026-03-03', to: '2026-03-09' })
    expect(presetDays('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' })
    expect(presetDays('last30', '2026-03-09').from).toBe('2026-02-08')
    expect(presetDays('next7', '2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' })
  })

  test('a range is midnight to midnight in the zone, across a change of clocks', () => {
    expect(instantsOf({ from: '2026-03-09', to: '2026-03-09' }, 'Asia/Taipei')).toEqual({
      from: Date.UTC(2026, 2, 8, 16),
      to: Date.UTC(2026, 2, 9, 16),
    })
    // New York moves its clocks on 2026-03-08: that day has 23 hours.
    const dst = instantsOf({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York')
    expect(dst.from).toBe(Date.UTC(2026, 2, 8, 5))
    expect(dst.to - dst.from).toBe(23 * 3_600_000)
    expect(startOfDay('2026-01-01', 'UTC')).toBe(Date.UTC(2026, 0, 1))
  })

  test('dates show as yyyy-MM-dd HH:mm:ss (spec §9) in the zone', () => {
    expect(formatDateTime(now, 'Asia/Taipei')).toBe('2026-03-09 00:30:00')
    expect(formatDateTime(now, 'UTC')).toBe('2026-03-08 16:30:00')
  })

  test('a custom range: real days, in order, at most 12 months', () => {
    expect(rangeProblem({ from: '2025-03-10', to: '2026-03-09' })).toBeNull()
    expect(rangeProblem({ from: '2025-03-09', to: '2026-03-09' })).toEqual({
      code: 'range.tooLong',
      maxMonths: 12,
    })
    expect(rangeProblem({ from: '2026-03-09', to: '2026-03-08' })).toEqual({ code: 'range.order' })
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-08' })).toEqual({ code: 'range.invalid' })
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
  })
})
