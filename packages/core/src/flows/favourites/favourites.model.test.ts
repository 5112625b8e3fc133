import { describe } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
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
  })
})

testTransitionCoverage(favouritesMachine)
