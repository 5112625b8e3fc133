import {
  type DayRange,
  exportStatement,
  type Portal,
  type RangeProblem,
  type StatementTotals,
} from '@portal/core'
import { saveCsv } from '../../../components/records/saveCsv'

/**
 * Loaded only when the member exports: the statement streamed page by page into a Blob, then saved as
 * `statement-<from>-<to>.csv` (saveCsv.ts).
 */
export async function downloadStatement(
  portal: Portal,
  days: DayRange,
  timeZone: string,
  label: (code: string) => string,
): Promise<StatementTotals | RangeProblem> {
  const exported = exportStatement(portal, days, { timeZone, label })
  if ('code' in exported) return exported
  const bytes = exported.stream.pipeThrough(new TextEncoderStream())
  const body = await new Response(bytes).blob()
  saveCsv(body, `statement-${days.from}-${days.to}.csv`)
  return exported.totals
}
