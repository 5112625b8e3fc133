import type { RecordsConfig, RecordsPlace } from './create-records'
import type { CsvCell } from './csv'
import { csvTable } from './csv'
import type { CsvFile, CsvSource } from './csv-export.types'
import { daysOf, type RangeChoice } from './date-range'
import { loadWholeRange } from './export-records'
import { exportStatement } from './statement'

/** A report as CSV: a column's header and its cell, and the range totals' lines under the rows. */
export interface CsvSpec<Row, Totals> {
  /** File name before the dates: `team-betting` → `team-betting-2026-11-20-2026-11-27.csv`. */
  name: string
  columns: readonly { label: string; cell(row: Row): CsvCell }[]
  totals: readonly { label: string; cell(totals: Totals): CsvCell }[]
}

/** The range and filters on a records screen when the member asks for the file. */
export interface CsvQuery {
  range: RangeChoice
  filters: Readonly<Record<string, string>>
}

function textFile(name: string, text: string, rows: number): CsvFile {
  const body = new ReadableStream<string>({
    start(controller) {
      controller.enqueue(text)
      controller.close()
    },
  })
  return { name, body, rows: Promise.resolve(rows) }
}

/**
 * The whole range of a report with its filters, not only the page shown: read page by page in its largest
 * pages, then the range totals closing the file.
 */
export function recordsCsv<Row, Totals>(
  config: RecordsConfig<Row, Totals>,
  query: CsvQuery,
  spec: CsvSpec<Row, Totals>,
  place: RecordsPlace & {
    /** The totals block's heading (`Range totals`, in the member's language). */
    totalsTitle: string
  },
): CsvSource {
  return async (portal, signal) => {
    const whole = await loadWholeRange(portal, config, query, place, signal)
    if ('code' in whole) return whole
    const rows = csvTable(
      spec.columns.map((column) => column.label),
      whole.rows.map((row) => spec.columns.map((column) => column.cell(row))),
    )
    const { totals } = whole
    const summary = totals
      ? csvTable(
          [place.totalsTitle, ''],
          spec.totals.map((line) => [{ text: line.label }, line.cell(totals)]),
        )
      : ''
    const days = daysOf(query.range, portal.deps.now(), place.timeZone)
    return textFile(`${spec.name}-${days.from}-${days.to}.csv`, `${rows}\r\n${summary}`, whole.rows.length)
  }
}

/**
 * The account statement of the range on screen (every type and status), streamed page by page:
 * `statement-<from>-<to>.csv`. `label` names its columns, types and statuses in the member's language.
 */
export function statementCsv(
  range: RangeChoice,
  place: RecordsPlace,
  label: (code: string) => string,
): CsvSource {
  return async (portal, signal) => {
    const days = daysOf(range, portal.deps.now(), place.timeZone)
    const exported = exportStatement(portal, days, { timeZone: place.timeZone, label, signal })
    if ('code' in exported) return exported
    const rows = exported.totals.then((totals) => totals.rows)
    return { name: `statement-${days.from}-${days.to}.csv`, body: exported.stream, rows }
  }
}
