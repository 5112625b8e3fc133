import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { RecordsActor } from './create-records'
import type { DatePreset, InstantRange, RangeChoice, RangeProblem } from './date-range'
import type { recordsMachine } from './records.machine'
import type { RecordsEvent, RecordsQuery } from './records.types'

export type RecordsSnapshot = SnapshotFrom<typeof recordsMachine>

export interface RecordsView<Row, Totals> {
  status: 'loading' | 'ready' | 'empty' | 'failed'
  /** The range asked for (a preset, or custom days). */
  range: RangeChoice
  presets: readonly DatePreset[]
  filters: Readonly<Record<string, string>>
  /** Rows of the latest query only: never a page of a query since changed. */
  rows: readonly Row[]
  page: number
  pageCount: number
  /** Rows in the whole range. */
  count: number
  pageTotals: Totals | null
  rangeTotals: Totals | null
  /** The instants the rows shown cover. */
  shown: InstantRange | null
  /** Server-given choices of a filter (vendors played in the range). */
  options: Readonly<Record<string, readonly string[]>>
  failure: FlowFailure | null
  rangeProblem: RangeProblem | null
}

export const recordsIntents = /* @__PURE__ */ defineIntents((send: Send<RecordsEvent>) => ({
  choosePreset: (preset: DatePreset) => send({ type: 'records.preset', preset }),
  chooseRange: (from: string, to: string) => send({ type: 'records.range', from, to }),
  chooseFilter: (name: string, value: string) => send({ type: 'records.filter', name, value }),
  goTo: (page: number) => send({ type: 'records.page', page }),
  retry: () => send({ type: 'records.retry' }),
  refresh: () => send({ type: 'records.refresh' }),
}))

export type RecordsIntents = ReturnType<typeof recordsIntents>

/** Queries are plain data: equal when their JSON is (filters keep the setup's order). */
const sameQuery = (a: RecordsQuery, b: RecordsQuery) => a === b || JSON.stringify(a) === JSON.stringify(b)

const noOptions: Readonly<Record<string, readonly string[]>> = {}

function viewOfRecords<Row, Totals>(snapshot: RecordsSnapshot | undefined): RecordsView<Row, Totals> {
  if (!snapshot)
    return {
      status: 'loading',
      range: { preset: 'today' },
      presets: [],
      filters: {},
      rows: [],
      page: 1,
      pageCount: 1,
      count: 0,
      pageTotals: null,
      rangeTotals: null,
      shown: null,
      options: noOptions,
      failure: null,
      rangeProblem: null,
    }
  const { context } = snapshot
  const status = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('empty')
      ? 'empty'
      : snapshot.matches('failed')
        ? 'failed'
        : 'loading'
  const current = context.result && sameQuery(context.result.query, context.query) ? context.result : null
  return {
    status,
    range: context.query.range,
    presets: context.setup.presets,
    filters: context.query.filters,
    rows: (current?.rows ?? []) as readonly Row[],
    page: context.query.page,
    pageCount: current?.pageCount ?? context.result?.pageCount ?? 1,
    count: current?.count ?? 0,
    pageTotals: (current?.pageTotals ?? null) as Totals | null,
    rangeTotals: (current?.rangeTotals ?? null) as Totals | null,
    shown: current?.range ?? null,
    options: context.result?.options ?? noOptions,
    failure: status === 'failed' ? context.failure : null,
    rangeProblem: context.rangeProblem,
  }
}

/** Snapshot → a records screen's view-model with its intents. Pure; typed by the screen's row and totals. */
export function connectRecords<Row = unknown, Totals = unknown>(
  snapshot: RecordsSnapshot | undefined,
  send?: Send<RecordsEvent>,
): RecordsView<Row, Totals> & RecordsIntents {
  return { ...viewOfRecords<Row, Totals>(snapshot), ...recordsIntents(send) }
}

/** A records actor's view-model now, its row and totals types inferred from the actor's configuration. */
export function readRecords<Row, Totals>(
  actor: RecordsActor<Row, Totals>,
): RecordsView<Row, Totals> & RecordsIntents {
  return connectRecords<Row, Totals>(actor.getSnapshot(), actor.send)
}
