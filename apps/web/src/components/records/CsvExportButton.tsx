import { Trans } from '@lingui/react/macro'
import { type CsvSource, connectCsvExport, createCsvExport } from '@portal/core'
import { useFlow } from '@portal/react'
import type { ReactNode } from 'react'
import styles from '../../styles/panel.module.css'
import { Button } from '../Button/Button'
import { useRecordFormat } from './recordsFormat'
import { downloadCsv } from './saveCsv'

/**
 * A records screen's export (a report, the statement): the core's export flow, one per screen, reading what
 * `source` says at the press, saved as a download. `label` names the button, `failed` says what went wrong.
 */
export function CsvExportButton({
  source,
  label,
  failed,
}: {
  source: () => CsvSource
  label: ReactNode
  failed: ReactNode
}) {
  const { count } = useRecordFormat()
  const [view] = useFlow((portal) => createCsvExport(portal, downloadCsv), connectCsvExport)
  return (
    <div className={styles.row}>
      {view.status === 'failed' && (
        <span className={styles.failure} role="alert">
          {failed}
        </span>
      )}
      {view.status === 'done' && (
        <span className={styles.muted} role="status">
          <Trans>{count(view.rows ?? 0)} rows exported.</Trans>
        </span>
      )}
      <Button
        size="small"
        variant="secondary"
        onClick={() => view.start(source())}
        disabled={view.status === 'exporting'}
      >
        {view.status === 'exporting' ? <Trans>Exporting…</Trans> : label}
      </Button>
    </div>
  )
}
