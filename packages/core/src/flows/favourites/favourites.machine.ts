import { assign, emit, setup } from 'xstate'
import type { ApiFailure } from '../../api/errors'
import { toFailure } from '../../api/errors'
import type { NoticeEmitted } from '../shared/emitted'
import { notProvided } from '../shared/not-provided'
import { toggleInput, withQueued, withToggle, withToggles } from './favourites.rules'
import type {
  FavouritesContext,
  FavouritesEvent,
  FavouritesPage,
  FavouriteToggleInput,
} from './favourites.types'

/** Spec §9: the favourite toggle is throttled to once per 1000 ms. */
export const favouriteThrottleMs = 1000

/**
 * The signed-in member's favourites (spec §4): the ids load at once (so every game card knows its star), the
 * paged list on request. A toggle adds or removes by the current state, shows at once and is undone if the
 * server refuses. Calls go out at most once per second and one at a time (spec §9); a toggle in between is not
 * lost but sent when its turn comes, so the server ends where the member's last click left each star.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as NoticeEmitted,
  },
  actors: {
    loadIds: notProvided<string[]>('loadIds'),
    loadPage: notProvided<FavouritesPage, { pageNum: number }>('loadPage'),
    toggleFavourite: notProvided<unknown, FavouriteToggleInput>('toggleFavourite'),
  },
  actions: {
    /** The stars keep the toggles still out: the server's list may come from before them. */
    assignIds: assign(({ context }, ids: readonly string[]) => ({
      ids: withToggles(ids, [context.pending, ...context.queued]),
      idsFailure: null,
    })),
    assignIdsFailure: assign((_, idsFailure: ApiFailure) => ({ idsFailure })),
    assignPage: assign(({ context }, page: FavouritesPage) => ({
      list: page.pageNum <= 1 ? page.content : [...context.list, ...page.content],
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      listFailure: null,
    })),
    assignListFailure: assign((_, listFailure: ApiFailure) => ({ listFailure })),
    /** Shows the change before the server answers; a removed game also leaves the loaded list. */
    applyToggle: assign(({ context }, toggle: FavouriteToggleInput) => ({
      ids: withToggle(context.ids, toggle),
      list: toggle.add ? context.list : context.list.filter((game) => game.nodeId !== toggle.nodeId),
      toggleFailure: null,
    })),
    undoToggle: assign(({ context }, toggle: FavouriteToggleInput) => ({
      ids: withToggle(context.ids, { ...toggle, add: !toggle.add }),
    })),
    /** A toggle while the last is out: shown at once, sent in its turn. */
    queueToggle: assign(({ context }, toggle: FavouriteToggleInput) => ({
      queued: withQueued(context.queued, toggle),
    })),
    /** The member put back the star whose call the server refused: the server already has what they want. */
    dropQueued: assign(({ context }, nodeId: string) => ({
      queued: context.queued.filter((waiting) => waiting.nodeId !== nodeId),
    })),
    settleToggle: assign({ pending: null }),
    takeQueued: assign(({ context }) => ({
      pending: context.queued[0] ?? null,
      queued: context.queued.slice(1),
    })),
    assignToggleFailure: assign((_, toggleFailure: ApiFailure) => ({ toggleFailure })),
    /** The star went back on its own: without a word the member would think the first change held. */
    noticeToggleFailed: emit({ type: 'notice', code: 'favourite.failed' } as const),
  },
  guards: {
    hasNextPage: ({ context }) => context.pageNum < context.totalPages,
    hasQueued: ({ context }) => context.queued.length > 0,
    /** The refused game has a later toggle waiting: the member took the refused change back already. */
    isTakenBack: ({ context }) =>
      context.queued.some((waiting) => waiting.nodeId === context.pending?.nodeId),
  },
}).createMachine({
  id: 'favourites',
  context: {
    ids: [],
    idsFailure: null,
    list: [],
    pageNum: 0,
    totalPages: 0,
    listFailure: null,
    pending: null,
    queued: [],
    toggleFailure: null,
  },
  type: 'parallel',
  states: {
    ids: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadIds',
            src: 'loadIds',
            onDone: { target: 'loaded', actions: { type: 'assignIds', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignIdsFailure',
                params: ({ event }) => toFailure(event.error, 'favoriteGames'),
              },
            },
          },
        },
        loaded: {},
        failed: { on: { 'favourites.retry': 'loading' } },
      },
    },
    list: {
      initial: 'idle',
      on: { 'favourites.list.load': { target: '.loading', actions: assign({ list: [], pageNum: 0 }) } },
      states: {
        idle: {},
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: context.pageNum + 1 }),
            onDone: {
              target: 'loaded',
              actions: { type: 'assignPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignListFailure',
                params: ({ event }) => toFailure(event.error, 'favoriteGamesPage'),
              },
            },
          },
        },
        loaded: { on: { 'favourites.list.next': { guard: 'hasNextPage', target: 'loading' } } },
        /** `favourites.list.next` retries the page that failed. */
        failed: { on: { 'favourites.list.next': 'loading' } },
      },
    },
    toggle: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'favourite.toggle': {
              target: 'throttled',
              actions: [
                assign({ pending: ({ context, event }) => toggleInput(context.ids, event.game) }),
                { type: 'applyToggle', params: ({ context, event }) => toggleInput(context.ids, event.game) },
              ],
            },
          },
        },
        /** The call and the one-second window run side by side; the next call waits for both. */
        throttled: {
          type: 'parallel',
          on: {
            'favourite.toggle': {
              actions: [
                { type: 'queueToggle', params: ({ context, event }) => toggleInput(context.ids, event.game) },
                { type: 'applyToggle', params: ({ context, event }) => toggleInput(context.ids, event.game) },
              ],
            },
          },
          onDone: [
            { guard: 'hasQueued', target: 'throttled', reenter: true, actions: 'takeQueued' },
            { target: 'ready' },
          ],
          states: {
            call: {
              initial: 'saving',
              states: {
                saving: {
                  invoke: {
                    id: 'toggleFavourite',
                    src: 'toggleFavourite',
                    input: ({ context }) => context.pending as FavouriteToggleInput,
                    onDone: { target: 'saved', actions: 'settleToggle' },
                    onError: [
                      {
                        guard: 'isTakenBack',
                        target: 'saved',
                        actions: [
                          { type: 'dropQueued', params: ({ context }) => context.pending?.nodeId ?? '' },
                          'settleToggle',
                        ],
                      },
                      {
                        target: 'saved',
                        actions: [
                          {
                            type: 'undoToggle',
                            params: ({ context }) => context.pending as FavouriteToggleInput,
                          },
                          {
                            type: 'assignToggleFailure',
                            params: ({ context, event }) =>
                              toFailure(
                                event.error,
                                context.pending?.add ? 'addFavoriteGame' : 'removeFavoriteGame',
                              ),
                          },
                          'noticeToggleFailed',
                          'settleToggle',
                        ],
                      },
                    ],
                  },
                },
                saved: { type: 'final' },
              },
            },
            window: {
              initial: 'waiting',
              states: {
                waiting: { after: { [favouriteThrottleMs]: 'elapsed' } },
                elapsed: { type: 'final' },
              },
            },
          },
        },
      },
    },
  },
})
