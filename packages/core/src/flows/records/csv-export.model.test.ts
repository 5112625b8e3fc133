import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectCsvExport } from './csv-export.connect'
import { CsvRangeRefused, csvExportMachine } from './csv-export.machine'
import type { CsvSource } from './csv-export.types'

const source: CsvSource = async () => ({ code: 'range.order' })
const view = (snapshot: AnyMachineSnapshot) => connectCsvExport(snapshot as never)

describe('CSV export model', () => {
  testModel(csvExportMachine, {
    events: () => [{ type: 'export.start', source }],
    outputs: { exportCsv: [0, 120] },
    errors: {
      exportCsv: [
        new ApiError({ kind: 'timeout', endpoint: 'teamBets' }),
        new CsvRangeRefused({ code: 'range.tooLong', maxMonths: 12 }),
      ],
    },
    rules: {
      // A press while one runs is ignored; otherwise the export starts over, forgetting the last failure.
      'export.start': ({ before, after }) => {
        expect(view(after)).toMatchObject({ status: 'exporting', failure: null })
        if (!before.matches('exporting')) expect(after.context.source).toBe(source)
      },
      'xstate.done.actor.exportCsv': ({ after, event }) =>
        expect(view(after)).toMatchObject({ status: 'done', rows: event.output, failure: null }),
      'xstate.error.actor.exportCsv': ({ after, event }) =>
        expect(view(after)).toMatchObject({
          status: 'failed',
          rows: null,
          failure:
            event.error instanceof CsvRangeRefused
              ? event.error.problem
              : { code: 'network', kind: 'timeout' },
        }),
    },
  })
})

testTransitionCoverage(csvExportMachine)
