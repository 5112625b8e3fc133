import { fromPromise } from 'xstate'
import { addFavoriteGame, favoriteGames, favoriteGamesPage, removeFavoriteGame } from '../../api/endpoints'
import type { FlowDeps } from '../../create-portal'
import { favouritesMachine } from './favourites.machine'

/** A page of the favourites list (spec §3: paged; our size). */
export const favouritesPageSize = 20

/** The favourites machine bound to the API. */
export function provideFavourites(deps: Pick<FlowDeps, 'api'>) {
  return favouritesMachine.provide({
    actors: {
      loadIds: fromPromise(({ signal }) => deps.api.call(favoriteGames, undefined, { signal })),
      loadPage: fromPromise(({ input, signal }) =>
        deps.api.call(
          favoriteGamesPage,
          { pageNum: input.pageNum, pageSize: favouritesPageSize },
          { signal },
        ),
      ),
      toggleFavourite: fromPromise(({ input: { add, ...request }, signal }) =>
        deps.api.call(add ? addFavoriteGame : removeFavoriteGame, request, { signal }),
      ),
    },
  })
}
