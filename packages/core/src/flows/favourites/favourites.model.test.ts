import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectFavourites } from './favourites.connect'
import { favouritesMachine } from './favourites.machine'

const game = { nodeId: 'PG-1', vassalage: 'PG', gameType: 'RNG' }

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
        // Adds or removes depending on the current state, shown at once; the throttle window opens.
        const was = before.context.ids.includes(game.nodeId)
        expect(after.context.ids.includes(game.nodeId)).toBe(!was)
        expect(after.context.pending).toMatchObject({
          nodeId: 'PG-1',
          vendor: 'PG',
          gameType: 'RNG',
          add: !was,
        })
        expect(connectFavourites(after as never).canToggle).toBe(false)
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
      'xstate.done.actor.loadIds': ({ after }) =>
        expect(after.context).toMatchObject({ ids: ['JILI-2'], idsFailure: null }),
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
      },
      'xstate.error.actor.toggleFavourite': ({ before, after }) => {
        // Refused: the change is undone and the user is told.
        const toggle = before.context.pending
        expect(after.context.ids.includes(toggle.nodeId)).toBe(!toggle.add)
        expect(connectFavourites(after as never).toggleFailure).toBe('business')
      },
      after: ({ before, after }) => {
        // The window closes a second after the toggle; the next toggle waits for the call too.
        const saving = before.matches({ toggle: { throttled: { call: 'saving' } } })
        expect(connectFavourites(after as never).canToggle).toBe(!saving)
      },
      'xstate.done.state.favourites.toggle.throttled': ({ after }) =>
        expect(connectFavourites(after as never).canToggle).toBe(true),
    },
  })
})

testTransitionCoverage(favouritesMachine)
