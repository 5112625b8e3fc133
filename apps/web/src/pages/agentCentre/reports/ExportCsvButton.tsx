import { Trans, useLingui } from '@lingui/react/macro'
import { type CsvCell, csvTable, daysOf, loadWholeRange, type RecordsConfig } from '@portal/core'
import { usePortal } from '@portal/react'
import { useState } from 'react'
import { Button } from '../../../components/Button/Button'
import type { ScreenView } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'
import { saveCsv } from '../../../components/records/saveCsv'
import styles from '../../../styles/panel.module.css'

/** A report as CSV: a column's header and its cell, and the range totals' lines under the rows. */
export interface CsvSpec<Row, Totals> {
  /** File name before the dates: `team-betting` → `team-betting-2026-11-20-2026-11-27.csv`. */
  name: string
  columns: readonly { label: string; cell(row: Row): CsvCell }[]
  totals: readonly { label: string; cell(totals: Totals): CsvCell }[]
}

type ExportState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' } | { kind: 'done'; rows: number }

/**
 * Exports the whole range on screen, with its filters, not only the page shown: the report's call is read page
 * by page in its largest pages (reads only), then saved as CSV with the range totals closing the file.
 */
export function ExportCsvButton<Row, Totals>({
  view,
  config,
  csv,
}: {
  view: ScreenView<Row, Totals>
  config: RecordsConfig<Row, Totals>
  csv: CsvSpec<Row, Totals>
}) {
  const { t } = useLingui()
  const portal = usePortal()
  const { timeZone, count } = useRecordFormat()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })

  const run = async () => {
    setState({ kind: 'busy' })
    try {
      const query = { range: view.range, filters: view.filters }
      const whole = await loadWholeRange(portal, config, query, { timeZone })
      if ('code' in whole) return setState({ kind: 'failed' })
      const rows = csvTable(
        csv.columns.map((column) => column.label),
        whole.rows.map((row) => csv.columns.map((column) => column.cell(row))),
      )
      const { totals } = whole
      const summary = totals
        ? csvTable(
            [t`Range totals`, ''],
            csv.totals.map((line) => [{ text: line.label }, line.cell(totals)]),
          )
        : ''
      const days = daysOf(view.range, portal.deps.now(), timeZone)
      saveCsv(`${rows}\r\n${summary}`, `${csv.name}-${days.from}-${days.to}.csv`)
      setState({ kind: 'done', rows: whole.rows.length })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <div className={styles.row}>
      {state.kind === 'failed' && (
        <span className={styles.failure} role="alert">
          <Trans>The report could not be exported.</Trans>
        </span>
      )}
      {state.kind === 'done' && (
        <span className={styles.muted} role="status">
          <Trans>{count(state.rows)} rows exported.</Trans>
        </span>
      )}
      <Button size="small" variant="secondary" onClick={run} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
      </Button>
    </div>
  )
}
