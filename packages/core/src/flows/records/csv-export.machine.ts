import { assign, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { CsvExportContext, CsvExportEvent, CsvSource } from './csv-export.types'
import type { RangeProblem } from './date-range'

/** A range the platform would refuse ends the export before any call, with its own code. */
export class CsvRangeRefused extends Error {
  constructor(readonly problem: RangeProblem) {
    super(`export refused: ${problem.code}`)
  }
}

/**
 * An export of a report or the statement as CSV: one at a time, its outcome kept until the next. The button
 * is the only way in, so a press while one runs is ignored rather than queued.
 */
export const csvExportMachine = setup({
  types: {
    context: {} as CsvExportContext,
    events: {} as CsvExportEvent,
  },
  actors: {
    /** Reads the source, saves the file and answers how many rows it held. */
    exportCsv: notProvided<number, { source: CsvSource }>('exportCsv'),
  },
  actions: {
    keepSource: assign(({ event }) => ({ source: event.source, failure: null })),
    keepRows: assign((_, rows: number) => ({ rows })),
    keepFailure: assign((_, error: unknown) => ({
      rows: null,
      failure: error instanceof CsvRangeRefused ? error.problem : flowFailure(error),
    })),
  },
}).createMachine({
  id: 'csvExport',
  initial: 'idle',
  context: { source: null, rows: null, failure: null },
  on: {
    'export.start': { target: '.exporting', actions: 'keepSource' },
  },
  states: {
    idle: {},
    exporting: {
      on: { 'export.start': {} },
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({ source: context.source as CsvSource }),
        onDone: { target: 'done', actions: { type: 'keepRows', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: errorOf },
        },
      },
    },
    done: {},
    failed: {},
  },
})
