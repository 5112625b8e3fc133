import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { settle } from '../../testing/settle'
import { rangeProblem } from './date-range'
import { connectRecords } from './records.connect'
import { testSetup } from './records.fixtures'
import { recordsMachine } from './records.machine'
import type { RecordsEvent, RecordsPage, RecordsRequest } from './records.types'

/** A request the fake server holds: answered in any order, even after it was cancelled (a late response). */
interface HeldCall {
  input: RecordsRequest
  signal: AbortSignal
  resolve: (page: RecordsPage) => void
  reject: (error: unknown) => void
  answered: boolean
}

const days = ['2026-01-01', '2026-01-31', '2026-02-30', '2025-01-01', '2026-12-31', 'yesterday']

const userEvents: fc.Arbitrary<RecordsEvent> = fc.oneof(
  fc
    .constantFrom(...(['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const))
    .map((preset): RecordsEvent => ({ type: 'records.preset', preset })),
  fc
    .tuple(fc.constantFrom(...days), fc.constantFrom(...days))
    .map(([from, to]): RecordsEvent => ({ type: 'records.range', from, to })),
  fc
    .tuple(fc.constantFrom('gameCategory', 'vendor', 'unknown'), fc.constantFrom('', 'LIVE', 'PG'))
    .map(([name, value]): RecordsEvent => ({ type: 'records.filter', name, value })),
  fc.integer({ min: -1, max: 5 }).map((page): RecordsEvent => ({ type: 'records.page', page })),
  fc.constantFrom<RecordsEvent>({ type: 'records.retry' }, { type: 'records.refresh' }),
)

type Step =
  | { kind: 'send'; event: RecordsEvent }
  | { kind: 'answer'; call: number; rows: number; pageCount: number }
  | { kind: 'fail'; call: number }

const steps = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: userEvents.map((event): Step => ({ kind: 'send', event })) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('answer' as const),
        call: fc.nat(5),
        rows: fc.nat(3),
        pageCount: fc.integer({ min: 1, max: 4 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), call: fc.nat(5) }) },
  ),
  { maxLength: 40, size: 'max' },
)

/** The fake server's answer names the query it answers in every row. */
const answerTo = (input: RecordsRequest, rows: number, pageCount: number): RecordsPage => ({
  rows: Array.from({ length: rows }, (_, index) => ({ asked: JSON.stringify(input.query), index })),
  page: input.query.page,
  pageCount: Math.max(pageCount, input.query.page),
  count: rows * pageCount,
  pageTotals: { rows },
  rangeTotals: { rows: rows * pageCount, asked: JSON.stringify(input.query) },
  range: { from: 0, to: 1 },
})

async function run(sequence: readonly Step[]) {
  const calls: HeldCall[] = []
  const machine = recordsMachine.provide({
    actors: {
      loadPage: fromPromise<RecordsPage, RecordsRequest>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, signal, resolve, reject, answered: false })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: testSetup })
  actor.subscribe({ error: () => {} })
  actor.start()
  await settle()
  for (const step of sequence) {
    if (step.kind === 'send') actor.send(step.event)
    else {
      const call = calls[step.call % Math.max(calls.length, 1)]
      if (call) call.answered = true
      if (call && step.kind === 'answer') call.resolve(answerTo(call.input, step.rows, step.pageCount))
      else call?.reject(new ApiError({ kind: 'network', endpoint: 'bettingRecords' }))
    }
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.status).toBe('active')
    const { query } = snapshot.context
    const view = connectRecords(snapshot)
    const asked = JSON.stringify(query)

    // Never a stale page: every row shown, and the totals, answer the latest query.
    for (const row of view.rows) expect((row as { asked: string }).asked).toBe(asked)
    if (view.rangeTotals) expect((view.rangeTotals as { asked: string }).asked).toBe(asked)
    // One request on its way at most, and it is the latest query's; every other was cancelled.
    const live = calls.filter((call) => !call.signal.aborted && !call.answered)
    expect(live.length).toBeLessThanOrEqual(1)
    if (view.status === 'loading')
      expect(live.map((call) => JSON.stringify(call.input.query))).toEqual([asked])
    else expect(live).toEqual([])
    // The query is always one the screen may ask: an offered preset, a valid custom range, a page in range.
    if (query.range.preset === 'custom') expect(rangeProblem(query.range)).toBeNull()
    else expect(testSetup.presets).toContain(query.range.preset)
    expect(Object.keys(query.filters)).toEqual(testSetup.filters)
    expect(query.page).toBeGreaterThanOrEqual(1)
    expect(query.page).toBeLessThanOrEqual(Math.max(view.pageCount, 1))
    if (view.status === 'ready') expect(view.rows.length).toBeGreaterThan(0)
    if (view.status === 'empty') expect(view.rows).toEqual([])
    if (view.status === 'failed') expect(view.failure).toMatchObject({ kind: 'network' })
  }
  actor.stop()
}

describe('records properties over random queries, late and out-of-order answers', () => {
  test('the page shown always answers the latest query; one request at a time; only valid queries', async () => {
    await fc.assert(fc.asyncProperty(steps, run), { numRuns: runs.machineSequences })
  }, 120_000)
})
