import { assign, setup } from 'xstate'
import type { DownlineDetails, DownlinePage } from '../../api/schemas/team'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { DownlinesQuery, TeamManagementContext, TeamManagementEvent } from './team-management.types'

/** Accounts are letters and digits (registration's rule); a search is a part of one. */
export const searchPattern = /^[a-z0-9]{0,32}$/i
export const searchMax = 32
export const downlinePageSize = 10

/** A search looks at every level; clearing it goes back to the direct downlines. */
const searchQuery = (text: string) => {
  const search = text.trim()
  return { search, level: search === '' ? (1 as const) : null }
}

const firstPage = (query: DownlinesQuery, change: Partial<DownlinesQuery>): DownlinesQuery => ({
  ...query,
  ...change,
  page: 1,
})

/**
 * Team management, a screen flow: a page of downlines of my team or of an agent in it, narrowed by level or a
 * search, and one downline's details beside it. Every change of the query asks again and cancels the answer
 * on its way; the page on show stays until the new one arrives. Details load on their own, so opening them
 * never disturbs the list.
 */
export const teamManagementMachine = setup({
  types: {
    context: {} as TeamManagementContext,
    events: {} as TeamManagementEvent,
    children: {} as { loadDownlines: 'loadDownlines'; loadDetails: 'loadDetails' },
  },
  actors: {
    loadDownlines: notProvided<DownlinePage, DownlinesQuery>('loadDownlines'),
    loadDetails: notProvided<DownlineDetails, { account: string }>('loadDetails'),
  },
  actions: {
    assignSearchText: assign(({ event }) =>
      event.type === 'team.searchText' ? { searchText: event.text, searchError: null } : {},
    ),
    refuseSearch: assign({ searchError: { code: 'account.pattern', max: searchMax } }),
    applySearch: assign(({ context }) => ({
      query: firstPage(context.query, searchQuery(context.searchText)),
    })),
    applyLevel: assign(({ context, event }) =>
      event.type === 'team.level' ? { query: firstPage(context.query, { level: event.level }) } : {},
    ),
    applyDrill: assign(({ context, event }) =>
      event.type === 'team.drill' || event.type === 'team.up'
        ? {
            query: firstPage(context.query, { parent: event.account, search: '', level: 1 }),
            searchText: '',
            searchError: null,
          }
        : {},
    ),
    applyPage: assign(({ context, event }) =>
      event.type === 'team.page' ? { query: { ...context.query, page: event.page } } : {},
    ),
    assignPage: assign((_, page: DownlinePage) => ({ page, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    select: assign(({ event }) =>
      event.type === 'team.details' ? { selected: event.account, details: null, detailsFailure: null } : {},
    ),
    unselect: assign({ selected: null, details: null, detailsFailure: null }),
    assignDetails: assign((_, details: DownlineDetails) => ({ details, detailsFailure: null })),
    assignDetailsFailure: assign((_, error: unknown) => ({ detailsFailure: flowFailure(error) })),
  },
  guards: {
    isBadSearch: ({ context }) => !searchPattern.test(context.searchText.trim()),
    /** The same search again would ask the same question: nothing to do. */
    isNewSearch: ({ context }) => {
      const { search, level } = searchQuery(context.searchText)
      return search !== context.query.search || level !== context.query.level
    },
    isOtherLevel: ({ context, event }) => event.type === 'team.level' && event.level !== context.query.level,
    /** Only an agent on the page has a team to drill into (and not the one already on show, while it loads). */
    isAgentOnPage: ({ context, event }) =>
      event.type === 'team.drill' &&
      event.account !== context.query.parent &&
      (context.page?.content.some((row) => row.account === event.account && row.kind === 'agent') ?? false),
    /** Up to an account already on the way down, or home; not where the list already is. */
    isOnTheWay: ({ context, event }) =>
      event.type === 'team.up' &&
      event.account !== context.query.parent &&
      (event.account === null || (context.page?.path.includes(event.account) ?? false)),
    isOtherPage: ({ context, event }) =>
      event.type === 'team.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.page?.totalPages ?? 1) &&
      event.page !== context.query.page,
  },
}).createMachine({
  id: 'teamManagement',
  context: {
    query: { parent: null, search: '', level: 1, page: 1, pageSize: downlinePageSize },
    searchText: '',
    searchError: null,
    page: null,
    failure: null,
    selected: null,
    details: null,
    detailsFailure: null,
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'team.searchText': { actions: 'assignSearchText' },
        'team.search': [
          { guard: 'isBadSearch', actions: 'refuseSearch' },
          { guard: 'isNewSearch', target: '.asking', actions: 'applySearch' },
        ],
        'team.level': { guard: 'isOtherLevel', target: '.asking', actions: 'applyLevel' },
        'team.drill': { guard: 'isAgentOnPage', target: '.asking', actions: 'applyDrill' },
        'team.up': { guard: 'isOnTheWay', target: '.asking', actions: 'applyDrill' },
        'team.page': { guard: 'isOtherPage', target: '.asking', actions: 'applyPage' },
      },
      states: {
        /**
         * On the way to a new read: leaving `loading` (if there) cancels the answer on its way. Re-entering
         * `loading` from the region instead would re-enter the whole parallel machine and close the details.
         */
        asking: { always: 'loading' },
        loading: {
          invoke: {
            id: 'loadDownlines',
            src: 'loadDownlines',
            input: ({ context }) => context.query,
            onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignFailure',
                params: errorOf,
              },
            },
          },
        },
        ready: {},
        failed: { on: { 'team.retry': 'loading' } },
      },
    },
    details: {
      initial: 'closed',
      on: {
        // Targeted from the region, like the list's queries: `opening` steps out of a load on its way.
        'team.details': { target: '.opening', actions: 'select' },
      },
      states: {
        closed: {},
        opening: { always: 'loading' },
        loading: {
          on: { 'team.closeDetails': { target: 'closed', actions: 'unselect' } },
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => ({ account: context.selected ?? '' }),
            onDone: {
              target: 'open',
              actions: { type: 'assignDetails', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignDetailsFailure',
                params: errorOf,
              },
            },
          },
        },
        open: {
          on: {
            'team.closeDetails': { target: 'closed', actions: 'unselect' },
            // Their own team is where the agent goes next: the details give way to the list.
            'team.drill': { guard: 'isAgentOnPage', target: 'closed', actions: 'unselect' },
          },
        },
        failed: {
          on: {
            'team.retryDetails': 'loading',
            'team.closeDetails': { target: 'closed', actions: 'unselect' },
          },
        },
      },
    },
  },
})
