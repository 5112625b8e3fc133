import { assign, setup } from 'xstate'
import type { TeamOverview, TeamPeriod } from '../../api/schemas/team'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { TeamOverviewContext, TeamOverviewEvent } from './team-overview.types'

/**
 * The agent centre's overview, a screen flow: the team's figures for one period at a time. Switching the
 * period asks again and cancels the answer still on its way for the old one, so a late answer can never
 * show under the wrong period; the figures on show stay until the new ones arrive.
 */
export const teamOverviewMachine = setup({
  types: {
    context: {} as TeamOverviewContext,
    events: {} as TeamOverviewEvent,
    children: {} as { loadOverview: 'loadOverview' },
  },
  actors: {
    loadOverview: notProvided<TeamOverview, { period: TeamPeriod }>('loadOverview'),
  },
  actions: {
    assignPeriod: assign(({ event }) => (event.type === 'overview.period' ? { period: event.period } : {})),
    assignOverview: assign((_, overview: TeamOverview) => ({ overview, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    isOtherPeriod: ({ context, event }) =>
      event.type === 'overview.period' && event.period !== context.period,
  },
}).createMachine({
  id: 'teamOverview',
  context: { period: 'today', overview: null, failure: null },
  initial: 'loading',
  on: {
    'overview.period': {
      guard: 'isOtherPeriod',
      target: '.loading',
      reenter: true,
      actions: 'assignPeriod',
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => ({ period: context.period }),
        onDone: { target: 'ready', actions: { type: 'assignOverview', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: { on: { 'overview.refresh': 'loading' } },
    failed: { on: { 'overview.retry': 'loading' } },
  },
})
