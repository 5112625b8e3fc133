import { describe, expect, it } from 'vitest'
import { portalDateTime } from './dateTime'

describe('portalDateTime (spec §9: yyyy-MM-dd HH:mm:ss)', () => {
  it('writes every instant the same way, in the given time zone', () => {
    expect(portalDateTime('2026-01-05T03:04:05Z', { timeZone: 'UTC', rtl: false })).toBe(
      '2026-01-05 03:04:05',
    )
    expect(portalDateTime(Date.UTC(2026, 11, 31, 23, 0, 9), { timeZone: 'Asia/Taipei', rtl: false })).toBe(
      '2027-01-01 07:00:09',
    )
  })

  it('keeps the order left-to-right inside right-to-left text', () => {
    expect(portalDateTime(new Date(Date.UTC(2026, 0, 5)), { timeZone: 'UTC', rtl: true })).toBe(
      '\u20662026-01-05 00:00:00\u2069',
    )
  })
})
