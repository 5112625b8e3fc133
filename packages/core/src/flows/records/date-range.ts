/**
 * Date ranges of the records screens, on the portal's clock and in the member's time zone (spec §9). A day is
 * `yyyy-MM-dd` in that zone; a range is whole days, first to last inclusive, sent to the server as the instants
 * `[from, to)` of their midnights, so a member in Taipei and one in London each see their own "today".
 */

/** Presets of spec §9; the future ones only where a record can lie ahead (none of the member's records). */
export const datePresets = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const
export type DatePreset = (typeof datePresets)[number]

/** A custom range may span at most this many months (the statement export's limit too). */
export const maxRangeMonths = 12

/** Whole days in the member's zone, first to last inclusive. */
export interface DayRange {
  from: string
  to: string
}

/** The range a query asks for: a preset, or days picked on the calendar. */
export type RangeChoice = { preset: DatePreset } | { preset: 'custom'; from: string; to: string }

/** Epoch milliseconds, `to` exclusive: what the server is asked for. */
export interface InstantRange {
  from: number
  to: number
}

export type RangeProblem =
  | { code: 'range.invalid' }
  | { code: 'range.order' }
  | { code: 'range.tooLong'; maxMonths: number }

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

function partsOf(day: string): [number, number, number] | null {
  const match = dayPattern.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, date))
  // 2026-02-30 rolls over to March: not a day.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null
  return [year, month, date]
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')
const utcDay = (instant: number) => {
  const d = new Date(instant)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const parts = partsOf(day)
  if (!parts) throw new Error(`Not a day: ${day}`)
  return utcDay(Date.UTC(parts[0], parts[1] - 1, parts[2] + days))
}

/** The same day `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28). */
function addMonths(day: string, months: number): string {
  const parts = partsOf(day)
  if (!parts) throw new Error(`Not a day: ${day}`)
  const first = new Date(Date.UTC(parts[0], parts[1] - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return utcDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(parts[2], last)))
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** The zone's offset from UTC at an instant, in ms (Taipei: +8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The member's day an instant falls on. */
export function dayIn(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/** The instant a day starts in the zone (its midnight, or the first moment after a skipped one). */
export function startOfDay(day: string, timeZone: string): number {
  const parts = partsOf(day)
  if (!parts) throw new Error(`Not a day: ${day}`)
  const guess = Date.UTC(parts[0], parts[1] - 1, parts[2])
  const first = guess - offsetAt(guess, timeZone)
  return guess - offsetAt(first, timeZone)
}

/** Spec §9's date format, `yyyy-MM-dd HH:mm:ss`, in the member's zone. */
export function formatDateTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`
}

/** The days a preset covers, counted from the member's today. */
export function presetDays(preset: DatePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'last7':
      return { from: addDays(today, -6), to: today }
    case 'last30':
      return { from: addDays(today, -29), to: today }
    case 'next7':
      return { from: today, to: addDays(today, 6) }
    case 'next30':
      return { from: today, to: addDays(today, 29) }
  }
}

/** What is wrong with a custom range, or null: real days, in order, at most twelve months. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  if (!partsOf(range.from) || !partsOf(range.to)) return { code: 'range.invalid' }
  if (range.from > range.to) return { code: 'range.order' }
  if (range.to >= addMonths(range.from, maxRangeMonths))
    return { code: 'range.tooLong', maxMonths: maxRangeMonths }
  return null
}

/** A choice as days, on the portal's clock (`now`) in the member's zone. */
export function daysOf(choice: RangeChoice, now: number, timeZone: string): DayRange {
  return choice.preset === 'custom'
    ? { from: choice.from, to: choice.to }
    : presetDays(choice.preset, dayIn(now, timeZone))
}

/** The instants the server is asked for: from the first day's midnight to the midnight after the last. */
export function instantsOf(days: DayRange, timeZone: string): InstantRange {
  return { from: startOfDay(days.from, timeZone), to: startOfDay(addDays(days.to, 1), timeZone) }
}
