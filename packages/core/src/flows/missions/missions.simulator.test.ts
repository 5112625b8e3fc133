import { createSimulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { simulatedPortal } from '../../testing/simulated'
import { createMissionLeaderboard, createMissionSummary } from './create-missions'
import { connectMissions } from './missions.connect'

/** The missions area against the in-process simulator, signed in as a member. */
let portal: Portal

beforeEach(async () => {
  portal = simulatedPortal(createSimulator())
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session() !== undefined)
  const session = portal.session()
  if (!session) throw new Error('no session')
  await waitFor(session, (s) => s.matches('anonymous'))
  const { token } = await portal.api.call(endpoints.login, {
    username: 'member01',
    password: 'Demo1234',
    type: 'username',
  })
  session.send({ type: 'session.start', token })
  await waitFor(session, (s) => s.matches('signedIn'))
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
