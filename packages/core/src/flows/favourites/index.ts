export { createFavourites, favouritesFlow } from './create-favourites'
export {
  connectFavourites,
  type FavouritesIntents,
  type FavouritesSnapshot,
  type FavouritesView,
  favouritesIntents,
} from './favourites.connect'
export { favouritesMachine, favouriteThrottleMs } from './favourites.machine'
export { favouritesPageSize, provideFavourites } from './favourites.provide'
export type {
  FavouriteGame,
  FavouritesContext,
  FavouritesEvent,
  FavouritesPage,
  FavouriteToggleInput,
} from './favourites.types'
