import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectTeamManagement } from './team-management.connect'
import { detailsOf, pageOf, row } from './team-management.fixtures'
import { teamManagementMachine } from './team-management.machine'
import type { TeamManagementContext } from './team-management.types'

const home = pageOf([], [row('agent02', 'agent'), row('player001', 'member')])
const drilled = pageOf(['agent02'], [row('player010', 'member', 2)], 1)

/** A few samples of each intent, offered where they can matter, so the graph stays small. */
const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const context = snapshot.context as TeamManagementContext
  return [
    ...(context.searchText === ''
      ? [
          { type: 'team.searchText', text: 'play' },
          { type: 'team.searchText', text: 'no way!' },
        ]
      : [{ type: 'team.searchText', text: '' }]),
    { type: 'team.search' },
    { type: 'team.level', level: 2 },
    { type: 'team.level', level: null },
    { type: 'team.drill', account: 'agent02' },
    { type: 'team.drill', account: 'player001' },
    { type: 'team.up', account: null },
    { type: 'team.up', account: 'agent02' },
    { type: 'team.page', page: 2 },
    { type: 'team.retry' },
    { type: 'team.details', account: 'player001' },
    { type: 'team.closeDetails' },
    { type: 'team.retryDetails' },
  ]
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as TeamManagementContext
const view = (snapshot: AnyMachineSnapshot) => connectTeamManagement(snapshot as never)

describe('team management model', () => {
  testModel(teamManagementMachine, {
    events,
    outputs: { loadDownlines: [home, drilled], loadDetails: [detailsOf('player001')] },
    errors: {
      loadDownlines: [new ApiError({ kind: 'timeout', endpoint: 'teamDownlines' })],
      loadDetails: [new ApiError({ kind: 'business', endpoint: 'downlineDetails', code: 'not_in_team' })],
    },
    rules: {
      'team.searchText': ({ after, event }) => {
        expect(contextOf(after)).toMatchObject({ searchText: event.text, searchError: null })
      },
      'team.search': ({ before, after }) => {
        const text = contextOf(before).searchText.trim()
        if (/^[a-z0-9]*$/i.test(text)) {
          // A search looks at every level; an empty one goes back to the direct downlines.
          expect(contextOf(after).query).toMatchObject({ search: text, level: text ? null : 1, page: 1 })
          expect(contextOf(after).query).not.toEqual(contextOf(before).query)
          expect(view(after).status).toBe('loading')
        } else {
          expect(contextOf(after).searchError).toEqual({ code: 'account.pattern', max: 32 })
          expect(contextOf(after).query).toEqual(contextOf(before).query)
          expect(view(after).searchText).toBe(contextOf(before).searchText)
        }
      },
      'team.level': ({ before, after, event }) => {
        expect(contextOf(before).query.level).not.toBe(event.level)
        expect(contextOf(after).query).toMatchObject({ level: event.level, page: 1 })
        expect(contextOf(after).query.parent).toBe(contextOf(before).query.parent)
      },
      'team.drill': ({ before, after, event }) => {
        const target = contextOf(before).page?.content.find((one) => one.account === event.account)
        expect(target?.kind).toBe('agent')
        expect(contextOf(after).query).toMatchObject({
          parent: event.account,
          search: '',
          level: 1,
          page: 1,
        })
        expect(view(after).details.status).not.toBe('open')
      },
      'team.up': ({ before, after, event }) => {
        expect(event.account === null || contextOf(before).page?.path.includes(event.account)).toBe(true)
        expect(contextOf(after).query).toMatchObject({ parent: event.account, page: 1, search: '' })
      },
      'team.page': ({ before, after, event }) => {
        expect(event.page).toBeLessThanOrEqual(contextOf(before).page?.totalPages ?? 1)
        expect(contextOf(after).query.page).toBe(event.page)
        expect(view(after).rows).toEqual(view(before).rows)
      },
      'team.retry': ({ before, after }) => {
        expect(before.matches({ list: 'failed' })).toBe(true)
        expect(view(after).status).toBe('loading')
      },
      'team.details': ({ after, event }) => {
        expect(view(after).details).toMatchObject({
          status: 'loading',
          account: event.account,
          details: null,
        })
      },
      'team.closeDetails': ({ after }) => {
        expect(view(after).details).toEqual({ status: 'closed', account: null, details: null, failure: null })
      },
      'team.retryDetails': ({ before, after }) => {
        expect(before.matches({ details: 'failed' })).toBe(true)
        expect(view(after).details.status).toBe('loading')
      },
      'xstate.done.actor.loadDownlines': ({ after, event }) => {
        const shown = view(after)
        expect(shown).toMatchObject({ status: 'ready', failure: null, rows: event.output.content })
        expect(shown.crumbs).toEqual([null, ...event.output.path])
      },
      'xstate.error.actor.loadDownlines': ({ after }) =>
        expect(view(after)).toMatchObject({
          status: 'failed',
          failure: { code: 'network', kind: 'timeout' },
        }),
      'xstate.done.actor.loadDetails': ({ after, event }) =>
        expect(view(after).details).toMatchObject({ status: 'open', details: event.output, failure: null }),
      'xstate.error.actor.loadDetails': ({ after }) =>
        expect(view(after).details).toMatchObject({ status: 'failed', failure: { code: 'not_in_team' } }),
    },
  })
})

testTransitionCoverage(teamManagementMachine)
