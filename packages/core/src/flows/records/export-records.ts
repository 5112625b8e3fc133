import type { Portal } from '../../create-portal'
import { askOf, type RecordsConfig, type RecordsPlace } from './create-records'
import { daysOf, type RangeChoice, type RangeProblem, rangeProblem } from './date-range'

/** Every row of a report's range with the range's totals: what its CSV export holds. */
export interface WholeRange<Row, Totals> {
  rows: Row[]
  totals: Totals | null
}

/**
 * Loads a records screen's whole range (with the filters on screen), page by page in the call's largest pages,
 * for the export. Reads only, so it sends nothing with effects however often it is run.
 */
export async function loadWholeRange<Row, Totals>(
  portal: Portal,
  config: RecordsConfig<Row, Totals>,
  query: { range: RangeChoice; filters: Readonly<Record<string, string>> },
  place: RecordsPlace,
  signal?: AbortSignal,
): Promise<WholeRange<Row, Totals> | RangeProblem> {
  const problem = rangeProblem(daysOf(query.range, portal.deps.now(), place.timeZone))
  if (problem) return problem
  const size = config.exportSize ?? config.pageSize
  const rows: Row[] = []
  let totals: Totals | null = null
  const aborted = signal ?? new AbortController().signal
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const ask = askOf(portal, { ...query, page }, place, size)
    const answer = await config.load(portal.deps.api, ask, aborted)
    rows.push(...answer.rows)
    totals = answer.rangeTotals
    pageCount = answer.pageCount
    if (answer.rows.length === 0) break
  }
  return { rows, totals }
}
