import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectTeamManagement } from './team-management.connect'
import { detailsOf, pageOf, row } from './team-management.fixtures'
import { teamManagementMachine } from './team-management.machine'
import type { DownlinesQuery, TeamManagementContext } from './team-management.types'

const accounts = ['agent02', 'agent06', 'player001', 'player010']
const events = fc.oneof(
  fc
    .constantFrom('', 'play', 'AGENT0', ' player01 ', 'x'.repeat(40), 'drop table;')
    .map((text) => [{ type: 'team.searchText', text }, { type: 'team.search' }]),
  fc.constantFrom(null, 1, 2, 3).map((level) => ({ type: 'team.level', level })),
  fc.constantFrom(...accounts).map((account) => ({ type: 'team.drill', account })),
  fc.constantFrom(null, ...accounts).map((account) => ({ type: 'team.up', account })),
  fc.integer({ min: -1, max: 4 }).map((page) => ({ type: 'team.page', page })),
  fc.constantFrom(...accounts).map((account) => ({ type: 'team.details', account })),
  fc.constantFrom({ type: 'team.retry' }, { type: 'team.closeDetails' }, { type: 'team.retryDetails' }),
)

describe('team management properties over random searches, drills, pages and answers', () => {
  test('one list read at a time for the query on show; drills only into agents; pages stay in range', async () => {
    const visits = await checkMachine({
      machine: teamManagementMachine,
      events,
      outputs: {
        loadDownlines: [
          pageOf([], [row('agent02', 'agent'), row('player001', 'member')], 3),
          pageOf(['agent02'], [row('agent06', 'agent', 2), row('player010', 'member', 2)], 1),
          pageOf(['agent02', 'agent06'], [], 1),
        ],
        loadDetails: [detailsOf('player001')],
      },
      errors: {
        loadDownlines: [new ApiError({ kind: 'network', endpoint: 'teamDownlines' })],
        loadDetails: [new ApiError({ kind: 'business', endpoint: 'downlineDetails', code: 'not_in_team' })],
      },
      check: ({ step, before, after, started, pending }) => {
        const was = before.context as TeamManagementContext
        const is = after.context as TeamManagementContext
        expect(pending.filter((call) => call.id === 'loadDownlines').length).toBeLessThanOrEqual(1)
        expect(pending.filter((call) => call.id === 'loadDetails').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'loadDownlines')) {
          expect(call.input).toEqual(is.query)
          // Asked again only for a new query or a retry: opening details never reloads the list.
          const retried = step.kind === 'send' && step.event.type === 'team.retry'
          expect(retried || JSON.stringify(was.query) !== JSON.stringify(is.query)).toBe(true)
        }
        const query: DownlinesQuery = is.query
        expect(query.page).toBeGreaterThanOrEqual(1)
        expect(query.search).toMatch(/^[a-z0-9]{0,32}$/i)
        if (query.parent !== was.query.parent && query.parent !== null) {
          // Down into an agent of the page on show, or back up the way already taken.
          const agent = was.page?.content.some((one) => one.account === query.parent && one.kind === 'agent')
          expect(agent || was.page?.path.includes(query.parent)).toBe(true)
        }
        const view = connectTeamManagement(after as never)
        expect(view.crumbs[0]).toBeNull()
        if (view.details.status === 'closed') expect(view.details.account).toBeNull()
        else expect(view.details.account).not.toBeNull()
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
        if (view.status === 'ready') expect(view.failure).toBeNull()
      },
    })
    expect(visited(visits, '"list":"failed"')).toBe(true)
    expect(visited(visits, '"details":"open"')).toBe(true)
  }, 120_000)
})
