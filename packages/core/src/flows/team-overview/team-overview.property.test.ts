import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { teamPeriods } from '../../api/schemas/team'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectTeamOverview } from './team-overview.connect'
import { overviewOf } from './team-overview.fixtures'
import { teamOverviewMachine } from './team-overview.machine'
import type { TeamOverviewContext } from './team-overview.types'

const events = fc.oneof(
  fc.constantFrom(...teamPeriods).map((period) => ({ type: 'overview.period', period })),
  fc.constantFrom({ type: 'overview.refresh' }, { type: 'overview.retry' }),
)

describe('team overview properties over random period switches, reloads and answers', () => {
  test('one read at a time, for the period picked; figures are never shown as another period’s', async () => {
    const visits = await checkMachine({
      machine: teamOverviewMachine,
      events,
      outputs: {
        loadOverview: [overviewOf('today'), overviewOf('yesterday', [5n]), overviewOf('month', [0n, 0n])],
      },
      errors: { loadOverview: [new ApiError({ kind: 'http', endpoint: 'teamOverview', status: 500 })] },
      check: ({ before, after, started, pending }) => {
        const is = after.context as TeamOverviewContext
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) expect(call.input).toEqual({ period: is.period })
        const view = connectTeamOverview(after as never)
        // A view either shows the picked period's figures or says they are another's.
        if (view.overview) expect(view.stale).toBe(view.overview.period !== view.period)
        for (const bar of view.chart) {
          expect(bar.height).toBeGreaterThanOrEqual(0)
          expect(bar.height).toBeLessThanOrEqual(1)
        }
        if (view.chart.length) expect(Math.max(...view.chart.map((bar) => bar.height))).toBeLessThanOrEqual(1)
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        if (view.status === 'ready') expect(view.failure).toBeNull()
        // Figures, once shown, are only ever replaced by newer figures.
        if ((before.context as TeamOverviewContext).overview) expect(is.overview).not.toBeNull()
      },
    })
    expect(visited(visits, 'failed')).toBe(true)
    expect(visited(visits, 'ready')).toBe(true)
  }, 120_000)
})
