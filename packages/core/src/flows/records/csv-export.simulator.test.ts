import { afterEach, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { teamBetsConfig } from './agent-reports.screens'
import { createCsvExport } from './create-csv-export'
import { connectCsvExport } from './csv-export.connect'
import type { SaveCsv } from './csv-export.types'
import { recordsCsv, statementCsv } from './csv-sources'

/** The export flow over the in-process simulator: what it reads, what it hands the front end to save. */
let portal: Portal | undefined
afterEach(() => portal?.stop())

const place = { timeZone: 'Asia/Taipei' }

/** The front end's save port, keeping what it was handed instead of downloading it. */
function keeper() {
  const saved: { name: string; text: string }[] = []
  const save: SaveCsv = async ({ name, body }) => {
    let text = ''
    const reader = body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value
    saved.push({ name, text })
  }
  return { saved, save }
}

const settled = (actor: ReturnType<typeof createCsvExport>) =>
  waitFor(actor, (s) => s.matches('done') || s.matches('failed'), { timeout: 20_000 })

test('the statement of the last 30 days: one file, its rows counted, the summary closing it', async () => {
  portal = await signedInPortal('member01')
  const { saved, save } = keeper()
  const actor = createCsvExport(portal, save).start()
  const view = () => connectCsvExport(actor.getSnapshot(), actor.send)
  view().start(statementCsv({ preset: 'last30' }, place, (code) => code.toUpperCase()))
  expect(view().status).toBe('exporting')
  await settled(actor)
  const [file] = saved
  const lines = file?.text.trimEnd().split('\r\n') ?? []
  expect(file?.name).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(lines[0]).toBe('TIME,TYPE,WALLET,AMOUNT,BALANCEAFTER,STATUS,REFERENCE,REMARKS')
  expect(lines.at(-1)).toMatch(/^NETDEPOSITS,-?\d+\.\d{2}$/)
  // Header, blank line and three summary lines around the rows.
  expect(view()).toMatchObject({ status: 'done', rows: lines.length - 5, failure: null })
  expect(saved).toHaveLength(1)
})

test('a team report with its filters; a range the platform refuses saves nothing and says why', async () => {
  portal = await signedInPortal('agent01')
  const { saved, save } = keeper()
  const actor = createCsvExport(portal, save).start()
  const spec = {
    name: 'team-betting',
    columns: [{ label: 'Bet', cell: (row: { betId: string }) => ({ text: row.betId }) }],
    totals: [{ label: 'Bets', cell: (totals: { bets: number }) => ({ amount: String(totals.bets) }) }],
  }
  const query = { range: { preset: 'last7' } as const, filters: {} }
  actor.send({
    type: 'export.start',
    source: recordsCsv(teamBetsConfig, query, spec, { ...place, totalsTitle: 'Totals' }),
  })
  const done = connectCsvExport(await settled(actor))
  const lines = saved[0]?.text.trimEnd().split('\r\n') ?? []
  expect(saved[0]?.name).toMatch(/^team-betting-/)
  expect(lines[0]).toBe('Bet')
  expect(lines.slice(-2)).toEqual(['Totals,', `Bets,${done.rows}`])
  expect(done).toMatchObject({ status: 'done', failure: null })

  const tooLong = { range: { preset: 'custom' as const, from: '2024-01-01', to: '2026-01-01' }, filters: {} }
  actor.send({
    type: 'export.start',
    source: recordsCsv(teamBetsConfig, tooLong, spec, { ...place, totalsTitle: 'Totals' }),
  })
  const refused = connectCsvExport(await settled(actor))
  expect(refused).toMatchObject({ status: 'failed', rows: null, failure: { code: 'range.tooLong' } })
  expect(saved).toHaveLength(1)
})
