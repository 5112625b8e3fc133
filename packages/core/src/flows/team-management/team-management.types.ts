import type { Downline, DownlineDetails, DownlinePage } from '../../api/schemas/team'
import type { FlowFailure } from '../shared/failure'

/** Levels a list can be narrowed to, below the account whose team is on show. */
export type TeamLevel = 1 | 2 | 3

/** What the list asks the server: the page of downlines the screen shows. */
export interface DownlinesQuery {
  /** Whose team: null for the signed-in agent's own. */
  parent: string | null
  /** Part of an account; empty for no search. */
  search: string
  /** Levels below `parent` (1: direct downlines); null: every level. A search looks at every level. */
  level: TeamLevel | null
  page: number
  pageSize: number
}

export interface TeamManagementContext {
  query: DownlinesQuery
  /** What the search box holds; applied to the query on `team.search`. */
  searchText: string
  /** Why the search box's text was not searched: a code for the app to translate. */
  searchError: { code: 'account.pattern'; max: number } | null
  /** The last page that arrived. */
  page: DownlinePage | null
  failure: FlowFailure | null
  /** The downline whose details are open. */
  selected: string | null
  details: DownlineDetails | null
  detailsFailure: FlowFailure | null
}

export type TeamManagementEvent =
  | { type: 'team.searchText'; text: string }
  /** Search the team on show for the search box's text (an empty box clears the search). */
  | { type: 'team.search' }
  | { type: 'team.level'; level: TeamLevel | null }
  /** Show an agent's own downlines. */
  | { type: 'team.drill'; account: string }
  /** Back up the breadcrumbs to an account on the way down, or to my own team (null). */
  | { type: 'team.up'; account: string | null }
  | { type: 'team.page'; page: number }
  | { type: 'team.retry' }
  | { type: 'team.details'; account: string }
  | { type: 'team.closeDetails' }
  | { type: 'team.retryDetails' }

export type { Downline, DownlineDetails, DownlinePage }
