import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal } from '../../testing/simulated'
import { createTeamOverview } from './create-team-overview'
import { connectTeamOverview } from './team-overview.connect'

/** The overview against the in-process simulator: agent01's seeded team. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('team overview against the simulator', () => {
  test("agent01 sees today's figures, then this month's, with a bar per day of the month", async () => {
    portal = await signedInPortal('agent01')
    const overview = createTeamOverview(portal).start()
    const today = connectTeamOverview(await waitFor(overview, (s) => s.matches('ready'), { timeout: 10_000 }))
    expect(today.overview).toMatchObject({ period: 'today', directs: 12 })
    expect(today.overview?.teamSize).toBeGreaterThanOrEqual(50)
    expect(today.chart).toHaveLength(14)
    expect(typeof today.overview?.bets.minor).toBe('bigint')

    overview.send({ type: 'overview.period', period: 'month' })
    const month = connectTeamOverview(
      await waitFor(overview, (s) => s.matches('ready') && s.context.overview?.period === 'month', {
        timeout: 10_000,
      }),
    )
    expect(month.stale).toBe(false)
    expect(month.chart.length).toBe(new Date().getUTCDate())
    const bets = month.chart.reduce((sum, bar) => sum + bar.bets.minor, 0n)
    expect(bets).toBe(month.overview?.bets.minor)
    expect(month.overview && moneyToDecimal(month.overview.bets)).toMatch(/^\d+\.\d\d$/)
    overview.stop()
  })

  test('a member who is not an agent is refused with a code', async () => {
    portal = await signedInPortal('member01')
    const overview = createTeamOverview(portal).start()
    const failed = connectTeamOverview(
      await waitFor(overview, (s) => s.matches('failed'), { timeout: 10_000 }),
    )
    expect(failed.failure).toMatchObject({ code: 'non_agent', kind: 'business' })
    overview.stop()
  })
})
