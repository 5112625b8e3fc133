import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectRecords } from './records.connect'
import { emptyPage, somePage, testSetup } from './records.fixtures'
import { recordsMachine } from './records.machine'
import type { RecordsContext } from './records.types'

const events = (): AnyEventObject[] => [
  { type: 'records.preset', preset: 'last7' },
  // Not offered by this screen: no future records.
  { type: 'records.preset', preset: 'next7' },
  { type: 'records.range', from: '2026-01-01', to: '2026-01-31' },
  { type: 'records.range', from: '2025-01-01', to: '2026-01-31' },
  { type: 'records.filter', name: 'vendor', value: 'PG' },
  { type: 'records.page', page: 2 },
  { type: 'records.retry' },
  { type: 'records.refresh' },
]

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RecordsContext
const view = (snapshot: AnyMachineSnapshot) => connectRecords(snapshot as never)

/**
 * A query asked (a preset or range asked again reloads it: "today" may have moved on): a request of it, and no
 * page of another query shown meanwhile.
 */
function expectNewQuery(before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  expect(after.matches('loading')).toBe(true)
  expect(view(after)).toMatchObject({ status: 'loading', rangeProblem: null })
  const answered = contextOf(after).result?.query
  if (JSON.stringify(answered) !== JSON.stringify(contextOf(after).query))
    expect(view(after)).toMatchObject({ rows: [], rangeTotals: null, shown: null })
  else expect(view(after).rows).toEqual(contextOf(before).result?.rows)
}

describe('records model', () => {
  testModel(recordsMachine, {
    events,
    input: testSetup,
    keepActors: ['follow'],
    outputs: { loadPage: [somePage, emptyPage] },
    errors: { loadPage: [new ApiError({ kind: 'timeout', endpoint: 'bettingRecords' })] },
    rules: {
      'records.preset': ({ before, after, emitted }) => {
        expectNewQuery(before, after)
        expect(contextOf(after).query).toMatchObject({ range: { preset: 'last7' }, page: 1 })
        expect(emitted).toEqual([])
      },
      'records.range': ({ event, before, after }) => {
        if (event.from === '2025-01-01') {
          // Thirteen months: refused beside the picker, nothing asked, the shown page kept.
          expect(contextOf(after).rangeProblem).toEqual({ code: 'range.tooLong', maxMonths: 12 })
          expect(contextOf(after).query).toEqual(contextOf(before).query)
          expect(after.value).toEqual(before.value)
          return
        }
        expectNewQuery(before, after)
        expect(contextOf(after).query.range).toEqual({
          preset: 'custom',
          from: '2026-01-01',
          to: '2026-01-31',
        })
      },
      'records.filter': ({ before, after }) => {
        expectNewQuery(before, after)
        expect(contextOf(after).query).toMatchObject({ filters: { vendor: 'PG', gameCategory: '' }, page: 1 })
      },
      'records.page': ({ before, after }) => {
        expect(before.matches('ready')).toBe(true)
        expectNewQuery(before, after)
        expect(view(after).page).toBe(2)
        // Same range and filters.
        expect(contextOf(after).query.range).toEqual(contextOf(before).query.range)
      },
      'records.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(contextOf(after).query).toEqual(contextOf(before).query)
        expect(view(after).status).toBe('loading')
      },
      'records.refresh': ({ before, after }) => {
        expect(contextOf(after).query).toEqual(contextOf(before).query)
        expect(view(after).status).toBe('loading')
      },
      'xstate.done.actor.loadPage': ({ event, after }) => {
        const answer = event.output as typeof somePage
        const shown = view(after)
        expect(shown.status).toBe(answer.rows.length > 0 ? 'ready' : 'empty')
        expect(shown.rows).toEqual(answer.rows)
        expect(shown.rangeTotals).toEqual(answer.rangeTotals)
        expect(shown.pageCount).toBe(answer.pageCount)
        expect(contextOf(after).result?.query).toEqual(contextOf(after).query)
      },
      'xstate.error.actor.loadPage': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { kind: 'timeout' }, rows: [] }),
    },
  })
})

testTransitionCoverage(recordsMachine)
