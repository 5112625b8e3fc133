import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectFavourites } from './favourites.connect'
import { favouritesMachine } from './favourites.machine'

const game = { nodeId: 'PG-1', vassalage: 'PG', gameType: 'RNG' }

/** Once a call and its window are over: the first toggle waiting goes, in a new window, or none is left. */
function expectNextCall(
  queued: readonly unknown[],
  after: { context: { pending: unknown }; matches: (state: unknown) => boolean },
) {
  if (queued.length === 0) expect(after.matches({ toggle: 'ready' })).toBe(true)
  else {
    expect(after.context.pending).toEqual(queued[0])
    expect(after.matches({ toggle: { throttled: { call: 'saving', window: 'waiting' } } })).toBe(true)
  }
}

const events = (): AnyEventObject[] => [
  { type: 'favourite.toggle', game },
  { type: 'favourites.retry' },
  { type: 'favourites.list.load' },
  { type: 'favourites.list.next' },
]

describe('favourites model', () => {
  testModel(favouritesMachine, {
    events,
    outputs: {
      loadIds: [['JILI-2']],
      loadPage: [
        { content: [{ nodeId: 'PG-1' }], pageNum: 1, totalPages: 2 },
        { content: [{ nodeId: 'JILI-2' }], pageNum: 2, totalPages: 2 },
      ],
      toggleFavourite: [null],
    },
    errors: {
      loadIds: [new ApiError({ kind: 'network', endpoint: 'favoriteGames' })],
      loadPage: [new ApiError({ kind: 'network', endpoint: 'favoriteGamesPage' })],
      toggleFavourite: [
        new ApiError({ kind: 'business', endpoint: 'addFavoriteGame', code: 'unknown_game' }),
      ],
    },
    // Spec §4 "Favourite toggle", §9 throttle 1000 ms: one rule per event, on context and the view.
    rules: {
      'favourite.toggle': ({ before, after }) => {
        // Adds or removes depending on the current state, shown at once.
        const was = before.context.ids.includes(game.nodeId)
        expect(after.context.ids.includes(game.nodeId)).toBe(!was)
        const toggle = { nodeId: 'PG-1', vendor: 'PG', gameType: 'RNG', add: !was }
        if (before.matches({ toggle: 'ready' })) {
          // Sent at once; the throttle window opens.
          expect(after.context.pending).toEqual(toggle)
          expect(after.matches({ toggle: { throttled: { call: 'saving', window: 'waiting' } } })).toBe(true)
        } else {
          // Inside the window: waits its turn, or takes back the toggle that was waiting.
          const waiting = before.context.queued.some(
            (queued: { nodeId: string }) => queued.nodeId === game.nodeId,
          )
          expect(after.context.queued).toEqual(waiting ? [] : [toggle])
          expect(after.context.pending).toEqual(before.context.pending)
        }
      },
      'favourites.retry': ({ after }) => expect(after.matches({ ids: 'loading' })).toBe(true),
      'favourites.list.load': ({ after }) => {
        expect(after.context).toMatchObject({ list: [], pageNum: 0 })
        expect(connectFavourites(after as never).listStatus).toBe('loading')
      },
      'favourites.list.next': ({ before, after }) => {
        expect(
          before.context.listFailure !== null || before.context.pageNum < before.context.totalPages,
        ).toBe(true)
        expect(connectFavourites(after as never).listStatus).toBe('loading')
      },
      'xstate.done.actor.loadIds': ({ before, after }) => {
        // The server's list, with the star of a toggle still out as the member left it.
        const outstanding = [before.context.pending, ...before.context.queued].filter(Boolean)
        const last = outstanding.findLast((toggle) => toggle.nodeId === game.nodeId)
        expect(after.context.ids.filter((id: string) => id !== game.nodeId)).toEqual(['JILI-2'])
        expect(after.context.ids.includes(game.nodeId)).toBe(last?.add ?? false)
        expect(after.context.idsFailure).toBeNull()
      },
      'xstate.error.actor.loadIds': ({ after }) => {
        expect(after.context.idsFailure).toMatchObject({ kind: 'network' })
        expect(connectFavourites(after as never).idsFailed).toBe(true)
      },
      'xstate.done.actor.loadPage': ({ before, after }) => {
        // Pages 1…pageNum in order: page 1 replaces the list, the next ones append.
        const page = after.context.pageNum
        const content = page === 1 ? [{ nodeId: 'PG-1' }] : [{ nodeId: 'JILI-2' }]
        expect(after.context.list).toEqual(page <= 1 ? content : [...before.context.list, ...content])
        expect(after.context.listFailure).toBeNull()
      },
      'xstate.error.actor.loadPage': ({ before, after }) => {
        expect(after.context.listFailure).toMatchObject({ kind: 'network' })
        expect(after.context.list).toEqual(before.context.list)
      },
      'xstate.done.actor.toggleFavourite': ({ before, after }) => {
        expect(after.context.ids).toEqual(before.context.ids)
        expect(after.context.toggleFailure).toBeNull()
        // Saved: with the window over too, the next waiting toggle goes.
        if (before.matches({ toggle: { throttled: { window: 'elapsed' } } }))
          expectNextCall(before.context.queued, after)
        else expect(after.context.pending).toBeNull()
      },
      'xstate.error.actor.toggleFavourite': ({ before, after }) => {
        const toggle = before.context.pending
        if (before.context.queued.some((queued: { nodeId: string }) => queued.nodeId === toggle.nodeId)) {
          // Refused, but the member had taken it back: the server has what they want; nothing to undo or say.
          expect(after.context.ids).toEqual(before.context.ids)
          expect(after.context.queued).toEqual([])
          expect(after.context.toggleFailure).toBeNull()
        } else {
          // Refused: the change is undone and the user is told.
          expect(after.context.ids.includes(toggle.nodeId)).toBe(!toggle.add)
          expect(connectFavourites(after as never).toggleFailure).toBe('business')
        }
      },
      after: ({ before, after }) => {
        // The window closes a second after the call went; the next call waits for the call too, then goes.
        if (before.matches({ toggle: { throttled: { call: 'saving' } } }))
          expect(after.matches({ toggle: { throttled: { call: 'saving', window: 'elapsed' } } })).toBe(true)
        else expectNextCall(before.context.queued, after)
      },
      'xstate.done.state.favourites.toggle.throttled': ({ before, after }) =>
        expectNextCall(before.context.queued, after),
    },
  })
})

testTransitionCoverage(favouritesMachine)
