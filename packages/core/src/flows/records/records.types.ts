import type { FlowFailure } from '../shared/failure'
import type { DatePreset, InstantRange, RangeChoice, RangeProblem } from './date-range'

/** What a records screen asks for: the range, its filters (name → value, '' for all) and the page (from 1). */
export interface RecordsQuery {
  range: RangeChoice
  filters: Readonly<Record<string, string>>
  page: number
}

/**
 * One answer: a page of rows with the totals of that page and of the whole range. `options` are filter values
 * the server knows for the range (the vendors a member played), for filters whose values are not fixed.
 */
export interface RecordsPage<Row = unknown, Totals = unknown> {
  rows: readonly Row[]
  page: number
  pageCount: number
  /** Rows in the whole range. */
  count: number
  pageTotals: Totals
  rangeTotals: Totals
  /** The instants the answer covers, for the screen to say. */
  range: InstantRange
  options?: Readonly<Record<string, readonly string[]>>
}

/** What the machine is configured with: which presets, which filters, which one first. */
export interface RecordsSetup {
  presets: readonly DatePreset[]
  initialPreset: DatePreset
  /** Filter names, each starting at '' (all). */
  filters: readonly string[]
}

/** The loader's input. */
export interface RecordsRequest {
  query: RecordsQuery
}

export interface RecordsContext {
  setup: RecordsSetup
  query: RecordsQuery
  /** The last answer and the query it answers: shown only while that is still the query. */
  result: (RecordsPage & { query: RecordsQuery }) | null
  failure: FlowFailure | null
  /** The custom range last asked for was refused (and not loaded). */
  rangeProblem: RangeProblem | null
}

export type RecordsEvent =
  | { type: 'records.preset'; preset: DatePreset }
  /** Days picked on the calendar, `yyyy-MM-dd`, first to last inclusive. */
  | { type: 'records.range'; from: string; to: string }
  | { type: 'records.filter'; name: string; value: string }
  | { type: 'records.page'; page: number }
  | { type: 'records.retry' }
  | { type: 'records.refresh' }
