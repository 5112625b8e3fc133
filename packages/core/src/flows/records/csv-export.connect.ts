import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { csvExportMachine } from './csv-export.machine'
import type { CsvExportEvent, CsvSource } from './csv-export.types'
import type { RangeProblem } from './date-range'

export type CsvExportSnapshot = SnapshotFrom<typeof csvExportMachine>

export interface CsvExportView {
  status: 'idle' | 'exporting' | 'done' | 'failed'
  /** Rows in the file just saved (`done`). */
  rows: number | null
  failure: FlowFailure | RangeProblem | null
}

export const csvExportIntents = /* @__PURE__ */ defineIntents((send: Send<CsvExportEvent>) => ({
  /** Export what `source` reads now (the range and filters on screen at the press). */
  start: (source: CsvSource) => send({ type: 'export.start', source }),
}))

export type CsvExportIntents = ReturnType<typeof csvExportIntents>

export function connectCsvExport(
  snapshot: CsvExportSnapshot,
  send?: Send<CsvExportEvent>,
): CsvExportView & CsvExportIntents {
  const status = snapshot.matches('exporting')
    ? 'exporting'
    : snapshot.matches('done')
      ? 'done'
      : snapshot.matches('failed')
        ? 'failed'
        : 'idle'
  const { rows, failure } = snapshot.context
  return { status, rows, failure, ...csvExportIntents(send) }
}
