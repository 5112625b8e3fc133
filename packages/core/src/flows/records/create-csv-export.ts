import { createActor, fromPromise } from 'xstate'
import type { Portal } from '../../create-portal'
import { CsvRangeRefused, csvExportMachine } from './csv-export.machine'
import type { CsvSource, SaveCsv } from './csv-export.types'

/**
 * A records screen's export button: one actor per screen (`useFlow`). It reads its source through the portal,
 * hands the file to `save` (the front end's download) and keeps how it went.
 */
export function createCsvExport(portal: Portal, save: SaveCsv) {
  const machine = csvExportMachine.provide({
    actors: {
      exportCsv: fromPromise<number, { source: CsvSource }>(async ({ input, signal }) => {
        const file = await input.source(portal, signal)
        if ('code' in file) throw new CsvRangeRefused(file)
        await save(file)
        return file.rows
      }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
