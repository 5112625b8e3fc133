import {
  type DayRange,
  exportStatement,
  type Portal,
  type RangeProblem,
  type StatementTotals,
} from '@portal/core'

/**
 * Loaded only when the member exports: the statement streamed page by page into a Blob (UTF-8 with a byte
 * order mark, so spreadsheets read the member's language), then saved as `statement-<from>-<to>.csv`.
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
  const file = new Blob(['\uFEFF', body], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = `statement-${days.from}-${days.to}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return exported.totals
}
