import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { teamPeriods } from '../../api/schemas/team'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectTeamOverview } from './team-overview.connect'
import { overviewOf } from './team-overview.fixtures'
import { teamOverviewMachine } from './team-overview.machine'
import type { TeamOverviewContext } from './team-overview.types'

const events = (): AnyEventObject[] => [
  ...teamPeriods.map((period) => ({ type: 'overview.period', period })),
  { type: 'overview.refresh' },
  { type: 'overview.retry' },
]

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as TeamOverviewContext
const view = (snapshot: AnyMachineSnapshot) => connectTeamOverview(snapshot as never)

describe('team overview model', () => {
  testModel(teamOverviewMachine, {
    events,
    outputs: { loadOverview: [overviewOf('today')] },
    errors: { loadOverview: [new ApiError({ kind: 'network', endpoint: 'teamOverview' })] },
    rules: {
      'overview.period': ({ before, after, event, emitted }) => {
        expect(contextOf(before).period).not.toBe(event.period)
        expect(contextOf(after).period).toBe(event.period)
        // The figures on show stay, marked as another period's, until the new ones arrive.
        expect(contextOf(after).overview).toBe(contextOf(before).overview)
        expect(view(after)).toMatchObject({ status: 'loading', period: event.period })
        const shown = contextOf(before).overview
        expect(view(after).stale).toBe(shown !== null && shown.period !== event.period)
        expect(emitted).toEqual([])
      },
      'overview.refresh': ({ before, after }) => {
        expect(before.matches('ready')).toBe(true)
        expect(view(after).status).toBe('loading')
        expect(contextOf(after).overview).toBe(contextOf(before).overview)
      },
      'overview.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(view(after).status).toBe('loading')
      },
      'xstate.done.actor.loadOverview': ({ after, event }) => {
        const shown = view(after)
        expect(shown).toMatchObject({ status: 'ready', failure: null, overview: event.output })
        expect(shown.chart.map((bar) => bar.height)).toEqual([0, 0.25, 1])
        expect(shown.stale).toBe(contextOf(after).period !== 'today')
      },
      'xstate.error.actor.loadOverview': ({ after }) =>
        expect(view(after)).toMatchObject({
          status: 'failed',
          failure: { kind: 'network', code: 'network' },
        }),
    },
  })
})

testTransitionCoverage(teamOverviewMachine)
