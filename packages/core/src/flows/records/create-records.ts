import { type Actor, createActor, fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import type { Portal } from '../../create-portal'
import type { ChangedRows } from '../../events/member-events'
import { type DayRange, daysOf, type InstantRange, instantsOf } from './date-range'
import { recordsMachine } from './records.machine'
import type { RecordsEvent, RecordsPage, RecordsQuery, RecordsRequest, RecordsSetup } from './records.types'

/** What a loader asks the server for: resolved instants, filters, page and size. */
export interface RecordsAsk {
  range: InstantRange
  /** The same range as days (`yyyy-MM-dd`), for calls that take days. */
  days: DayRange
  filters: Readonly<Record<string, string>>
  page: number
  size: number
}

/**
 * A records screen as configuration: its presets and filters, its page size and how one page is loaded (which
 * call, which row). The betting, account, P&L and bonus screens are such configurations; so will the agent
 * centre's team reports be.
 */
export interface RecordsConfig<Row, Totals> extends RecordsSetup {
  /** For logs and tests: `bettingRecords`, `accountRecords`, … */
  id: string
  pageSize: number
  /** Rows asked for at once when the whole range is exported (the call's largest page); `pageSize` if absent. */
  exportSize?: number
  load: (
    api: ApiClient,
    ask: RecordsAsk,
    signal: AbortSignal,
  ) => Promise<Omit<RecordsPage<Row, Totals>, 'range'>>
  /**
   * The member's event that says these rows changed (`withdrawals.changed`: a withdrawal paid or rejected): the
   * screen loads its page again on it, and on every `member.resync`. Records that move only by the member's own
   * hand listen to nothing.
   */
  refreshOn?: ChangedRows
}

/** Where "today" is: the member's time zone (the device's, unless the app knows better). */
export interface RecordsPlace {
  timeZone: string
}

/** The instants a query covers, on the portal's clock in the member's zone. */
export function askOf(portal: Portal, query: RecordsQuery, place: RecordsPlace, size: number): RecordsAsk {
  const days = daysOf(query.range, portal.deps.now(), place.timeZone)
  const range = instantsOf(days, place.timeZone)
  return { range, days, filters: query.filters, page: query.page, size }
}

/**
 * A records screen's actor, carrying its row and totals types from its configuration so `readRecords` infers them
 * (`readRecords(createRecords(portal, accountRecordsConfig, place)).rows` are `AccountRecord`s).
 */
export type RecordsActor<Row, Totals> = Actor<typeof recordsMachine> & {
  readonly __row?: Row
  readonly __totals?: Totals
}

/**
 * A records screen's own actor (screen lifetime: created and stopped with the screen, `useFlow`). What it asks
 * first is the configuration's: `initialPreset` (the account record and the P&L: the last 7 days; the betting
 * record: today; bonus details: the last 30 days), page 1 of `pageSize` rows (20 a page; the P&L 13, as the
 * original), every filter at '' (all). Rows come in the server's order: newest first.
 */
export function createRecords<Row, Totals>(
  portal: Portal,
  config: RecordsConfig<Row, Totals>,
  place: RecordsPlace,
): RecordsActor<Row, Totals> {
  const { api } = portal.deps
  const machine = recordsMachine.provide({
    actors: {
      loadPage: fromPromise<RecordsPage, RecordsRequest>(async ({ input, signal }) => {
        const ask = askOf(portal, input.query, place, config.pageSize)
        return { ...(await config.load(api, ask, signal)), range: ask.range }
      }),
      ...(config.refreshOn ? { follow: followRows(portal, config.refreshOn) } : {}),
    },
  })
  const setup: RecordsSetup = {
    presets: config.presets,
    initialPreset: config.initialPreset,
    filters: config.filters,
  }
  return createActor(machine, { ...portal.deps.actorOptions, input: setup })
}

/** The member's word that the rows moved, as the records' own refresh: the screen owns its reload. */
function followRows(portal: Portal, changed: ChangedRows) {
  return fromCallback<RecordsEvent>(({ sendBack }) =>
    portal.events.listen([changed, 'member.resync'], () => sendBack({ type: 'records.refresh' })),
  )
}
