import { assign, fromCallback, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import { rangeProblem } from './date-range'
import type {
  RecordsContext,
  RecordsEvent,
  RecordsPage,
  RecordsQuery,
  RecordsRequest,
  RecordsSetup,
} from './records.types'

const initialQuery = (records: RecordsSetup): RecordsQuery => ({
  range: { preset: records.initialPreset },
  filters: Object.fromEntries(records.filters.map((name) => [name, ''])),
  page: 1,
})

/** A changed query: the first page unless the page itself changed, no refusal left. */
const changed = (context: RecordsContext, query: Partial<RecordsQuery>) => ({
  query: { ...context.query, page: 1, ...query },
  rangeProblem: null,
})

/**
 * The paged records flow, a screen flow: every records screen (betting, account, P&L, bonus, the agent's team
 * reports) is this machine with another loader and setup. Any change of range, filter or page starts a new
 * request and stops the one on its way (its `signal` aborts), so the page shown always answers the latest
 * query. A custom range is checked first (real days, in order, ≤ 12 months) and refused without a request.
 */
export const recordsMachine = setup({
  types: {
    context: {} as RecordsContext,
    events: {} as RecordsEvent,
    input: {} as RecordsSetup,
    children: {} as { loadPage: 'loadPage'; follow: 'follow' },
  },
  actors: {
    loadPage: notProvided<RecordsPage, RecordsRequest>('loadPage'),
    // Sends `records.refresh` when what the rows show moved elsewhere (a withdrawal paid); most screens follow
    // nothing, so the default listens to nothing.
    follow: fromCallback<RecordsEvent>(() => undefined),
  },
  actions: {
    choosePreset: assign(({ context, event }) =>
      event.type === 'records.preset' ? changed(context, { range: { preset: event.preset } }) : {},
    ),
    chooseRange: assign(({ context, event }) =>
      event.type === 'records.range'
        ? changed(context, { range: { preset: 'custom', from: event.from, to: event.to } })
        : {},
    ),
    refuseRange: assign(({ event }) =>
      event.type === 'records.range'
        ? { rangeProblem: rangeProblem({ from: event.from, to: event.to }) }
        : {},
    ),
    chooseFilter: assign(({ context, event }) =>
      event.type === 'records.filter'
        ? changed(context, { filters: { ...context.query.filters, [event.name]: event.value } })
        : {},
    ),
    choosePage: assign(({ context, event }) =>
      event.type === 'records.page' ? changed(context, { page: event.page }) : {},
    ),
    assignResult: assign(({ context }, page: RecordsPage) => ({
      result: { ...page, query: context.query },
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    isOfferedPreset: ({ context, event }) =>
      event.type === 'records.preset' && context.setup.presets.includes(event.preset),
    isValidRange: ({ event }) =>
      event.type === 'records.range' && rangeProblem({ from: event.from, to: event.to }) === null,
    isNewFilterValue: ({ context, event }) =>
      event.type === 'records.filter' &&
      event.name in context.query.filters &&
      context.query.filters[event.name] !== event.value,
    isOtherPage: ({ context, event }) =>
      event.type === 'records.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.result?.pageCount ?? 1) &&
      event.page !== context.query.page,
    hasRows: (_, page: RecordsPage) => page.rows.length > 0,
  },
}).createMachine({
  id: 'records',
  context: ({ input }) => ({
    setup: input,
    query: initialQuery(input),
    result: null,
    failure: null,
    rangeProblem: null,
  }),
  initial: 'loading',
  invoke: { id: 'follow', src: 'follow' },
  on: {
    'records.preset': {
      guard: 'isOfferedPreset',
      target: '.loading',
      reenter: true,
      actions: 'choosePreset',
    },
    'records.range': [
      { guard: 'isValidRange', target: '.loading', reenter: true, actions: 'chooseRange' },
      { actions: 'refuseRange' },
    ],
    'records.filter': {
      guard: 'isNewFilterValue',
      target: '.loading',
      reenter: true,
      actions: 'chooseFilter',
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'assignResult', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      on: {
        'records.page': { guard: 'isOtherPage', target: 'loading', actions: 'choosePage' },
        'records.refresh': 'loading',
      },
    },
    empty: { on: { 'records.refresh': 'loading' } },
    failed: { on: { 'records.retry': 'loading', 'records.refresh': 'loading' } },
  },
})
