import { useLingui } from '@lingui/react'
import type { RecordStatus } from '@portal/core'
import { statusLabels } from './labels'
import records from './Records.module.css'

/** A status with its colour and its word. */
export function StatusBadge({ status }: { status: RecordStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`${records.status} ${records[status]}`} data-status={status}>
      {i18n._(statusLabels[status])}
    </span>
  )
}
