import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createMissionLeaderboard, createMissionSummary } from './create-missions'
import { connectMissions } from './missions.connect'

/** The missions area against the in-process simulator, signed in as a member. */
let portal: Portal

beforeEach(async () => {
  portal = await signedInPortal('member01')
})
afterEach(() => portal.actor.stop())

describe('missions against the simulator', () => {
  test('the member sees their missions and a ranked leaderboard of masked accounts', async () => {
    const missions = [createMissionSummary(portal), createMissionLeaderboard(portal)] as const
    for (const list of missions) list.start()
    const summary = await waitFor(missions[0], (s) => !s.matches('loading'), { timeout: 5000 })
    const board = await waitFor(missions[1], (s) => !s.matches('loading'), { timeout: 5000 })
    const view = connectMissions(summary, board)
    expect(view.summary.status).toBe('loaded')
    expect(view.summary.missions.map((mission) => mission.missionId)).toEqual([
      'M-LOGIN',
      'M-FAV',
      'M-POINTS',
    ])
    expect(view.leaderboard.status).toBe('loaded')
    expect(view.leaderboard.rows.length).toBeGreaterThan(1)
    expect(view.leaderboard.rows.map((row) => row.rank)).toEqual(
      view.leaderboard.rows.map((_, index) => index + 1),
    )
    for (const row of view.leaderboard.rows) expect(row.account).toContain('***')
    for (const list of missions) list.stop()
  })
})
