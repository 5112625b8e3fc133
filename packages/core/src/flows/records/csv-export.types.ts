import type { Portal } from '../../create-portal'
import type { FlowFailure } from '../shared/failure'
import type { RangeProblem } from './date-range'

/** A file an export made: its name, its CSV text as it is produced, and how many rows it holds once read. */
export interface CsvFile {
  name: string
  body: ReadableStream<string>
  rows: Promise<number>
}

/**
 * What to export, asked when the member presses the button (the range and filters on screen then): reads only,
 * so it sends nothing with effects however often it runs. A range the platform would refuse is a problem.
 */
export type CsvSource = (portal: Portal, signal: AbortSignal) => Promise<CsvFile | RangeProblem>

/** The front end's side of an export: hand the file to the member (a browser download). Settles once saved. */
export type SaveCsv = (file: { name: string; body: ReadableStream<string> }) => Promise<void>

export interface CsvExportContext {
  /** What the export in flight (or the last one) reads. */
  source: CsvSource | null
  /** Rows in the last saved file. */
  rows: number | null
  failure: FlowFailure | RangeProblem | null
}

export type CsvExportEvent = { type: 'export.start'; source: CsvSource }
