import { afterEach, describe, expect, test } from 'vitest'
import { type ActorRefFrom, waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createTeamManagement } from './create-team-management'
import { connectTeamManagement } from './team-management.connect'
import type { teamManagementMachine } from './team-management.machine'

/** Team management against the in-process simulator: agent01's seeded team, three levels deep. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

type Team = ActorRefFrom<typeof teamManagementMachine>
const listed = async (team: Team) =>
  connectTeamManagement(await waitFor(team, (s) => s.matches({ list: 'ready' }), { timeout: 10_000 }))

describe('team management against the simulator', () => {
  test('direct downlines, then a level, a search, a drill down two levels and back up', async () => {
    portal = await signedInPortal('agent01')
    const team = createTeamManagement(portal).start()
    const home = await listed(team)
    expect(home).toMatchObject({ total: 12, totalPages: 2, crumbs: [null] })
    expect(home.rows.every((row) => row.level === 1)).toBe(true)

    team.send({ type: 'team.level', level: 3 })
    expect((await listed(team)).total).toBe(24)

    team.send({ type: 'team.searchText', text: 'player00' })
    team.send({ type: 'team.search' })
    const found = await listed(team)
    expect(found.appliedSearch).toBe('player00')
    expect(found.rows.length).toBeGreaterThan(0)
    expect(found.rows.every((row) => row.account.startsWith('player00'))).toBe(true)

    team.send({ type: 'team.up', account: null })
    // Already home: nothing is asked again; an empty search brings back the direct downlines.
    team.send({ type: 'team.searchText', text: '' })
    team.send({ type: 'team.search' })
    const again = await listed(team)
    const agent = again.rows.find((row) => row.kind === 'agent')
    if (!agent) throw new Error('agent01 has sub-agents on its first page')
    team.send({ type: 'team.drill', account: agent.account })
    const under = await listed(team)
    expect(under.crumbs).toEqual([null, agent.account])
    expect(under.total).toBe(agent.directs)
    const deeper = under.rows.find((row) => row.kind === 'agent')
    if (!deeper) throw new Error('a second-level agent')
    team.send({ type: 'team.drill', account: deeper.account })
    const third = await listed(team)
    expect(third.crumbs).toEqual([null, agent.account, deeper.account])
    expect(third.rows.every((row) => row.level === 3)).toBe(true)

    team.send({ type: 'team.up', account: agent.account })
    expect((await listed(team)).crumbs).toEqual([null, agent.account])
    team.stop()
  })

  test("a downline's details open beside the list; a bad search is refused with a code, the text kept", async () => {
    portal = await signedInPortal('agent01')
    const team = createTeamManagement(portal).start()
    const home = await listed(team)
    const first = home.rows[0]
    if (!first) throw new Error('a downline')
    team.send({ type: 'team.details', account: first.account })
    const open = connectTeamManagement(
      await waitFor(team, (s) => s.matches({ details: 'open' }), { timeout: 10_000 }),
    )
    expect(open.details.details).toMatchObject({ account: first.account, upline: 'agent01', level: 1 })
    expect(open.rows).toEqual(home.rows)

    team.send({ type: 'team.searchText', text: 'a b' })
    team.send({ type: 'team.search' })
    const refused = connectTeamManagement(team.getSnapshot())
    expect(refused).toMatchObject({
      searchText: 'a b',
      searchError: { code: 'account.pattern' },
      status: 'ready',
    })
    team.stop()
  })
})
