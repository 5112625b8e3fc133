import type { SnapshotFrom } from 'xstate'
import type { Downline, DownlineDetails } from '../../api/schemas/team'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { teamManagementMachine } from './team-management.machine'
import type { TeamLevel, TeamManagementContext, TeamManagementEvent } from './team-management.types'

export type TeamManagementSnapshot = SnapshotFrom<typeof teamManagementMachine>

export interface TeamDetailsView {
  status: 'closed' | 'loading' | 'open' | 'failed'
  account: string | null
  details: DownlineDetails | null
  failure: FlowFailure | null
}

export interface TeamManagementView {
  status: 'loading' | 'ready' | 'failed'
  /** The page on show (the previous one while a new query loads). */
  rows: Downline[]
  total: number
  page: number
  totalPages: number
  /** Whose team is on show: null for mine. */
  parent: string | null
  /** The way down from my team to `parent`: null is my own team, then each account drilled into. */
  crumbs: (string | null)[]
  level: TeamLevel | null
  searchText: string
  /** The search applied to the list on show ('' for none). */
  appliedSearch: string
  searchError: TeamManagementContext['searchError']
  failure: FlowFailure | null
  details: TeamDetailsView
}

const detailsStatus = (snapshot: TeamManagementSnapshot): TeamDetailsView['status'] => {
  for (const status of ['loading', 'open', 'failed'] as const)
    if (snapshot.matches({ details: status })) return status
  return 'closed'
}

function viewOfTeam(snapshot: TeamManagementSnapshot | undefined): TeamManagementView {
  if (!snapshot)
    return {
      status: 'loading',
      rows: [],
      total: 0,
      page: 1,
      totalPages: 1,
      parent: null,
      crumbs: [null],
      level: 1,
      searchText: '',
      appliedSearch: '',
      searchError: null,
      failure: null,
      details: { status: 'closed', account: null, details: null, failure: null },
    }
  const { context } = snapshot
  const { query, page } = context
  const status = snapshot.matches({ list: 'ready' })
    ? 'ready'
    : snapshot.matches({ list: 'failed' })
      ? 'failed'
      : 'loading'
  return {
    status,
    rows: page?.content ?? [],
    total: page?.total ?? 0,
    page: query.page,
    totalPages: page?.totalPages ?? 1,
    parent: query.parent,
    crumbs: [null, ...(page?.path ?? [])],
    level: query.level,
    searchText: context.searchText,
    appliedSearch: query.search,
    searchError: context.searchError,
    failure: context.failure,
    details: {
      status: detailsStatus(snapshot),
      account: context.selected,
      details: context.details,
      failure: context.detailsFailure,
    },
  }
}

export const teamManagementIntents = /* @__PURE__ */ defineIntents((send: Send<TeamManagementEvent>) => ({
  changeSearch: (text: string) => send({ type: 'team.searchText', text }),
  search: () => send({ type: 'team.search' }),
  pickLevel: (level: TeamLevel | null) => send({ type: 'team.level', level }),
  drill: (account: string) => send({ type: 'team.drill', account }),
  up: (account: string | null) => send({ type: 'team.up', account }),
  goToPage: (page: number) => send({ type: 'team.page', page }),
  retry: () => send({ type: 'team.retry' }),
  openDetails: (account: string) => send({ type: 'team.details', account }),
  closeDetails: () => send({ type: 'team.closeDetails' }),
  retryDetails: () => send({ type: 'team.retryDetails' }),
}))

export type TeamManagementIntents = ReturnType<typeof teamManagementIntents>

/** Snapshot → the team management page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectTeamManagement: Connect<
  TeamManagementSnapshot | undefined,
  TeamManagementEvent,
  TeamManagementView & TeamManagementIntents
> = /* @__PURE__ */ defineConnect(viewOfTeam, teamManagementIntents)
