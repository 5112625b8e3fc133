import type { ApiFailure } from '../../api/errors'
import type { Game } from '../../api/schemas/games'

/** The game a toggle names (spec §3 "Favourites": a toggle sends nodeId, vendor, gameType). */
export interface FavouriteGame {
  nodeId: string
  vassalage?: string | null | undefined
  gameType?: string | null | undefined
}

/** What the `toggleFavourite` actor receives: the call's payload and whether it adds or removes. */
export interface FavouriteToggleInput {
  nodeId: string
  vendor?: string
  gameType?: string
  add: boolean
}

export interface FavouritesPage {
  content: readonly Game[]
  pageNum: number
  totalPages: number
}

export interface FavouritesContext {
  /** Ids of the favourite games, as the server last said, with the toggles in flight or waiting applied. */
  ids: readonly string[]
  idsFailure: ApiFailure | null
  /** The paged list loaded so far (pages 1…pageNum, in order). */
  list: readonly Game[]
  pageNum: number
  totalPages: number
  listFailure: ApiFailure | null
  /** The toggle being saved. */
  pending: FavouriteToggleInput | null
  /** Toggles made while one was out, already shown, each sent in its turn: a game at most once. */
  queued: readonly FavouriteToggleInput[]
  /** The last toggle the server refused; its change was undone. */
  toggleFailure: ApiFailure | null
}

export type FavouritesEvent =
  /** Adds or removes the game, by whether it is a favourite now; the calls go at most once per 1000 ms. */
  | { type: 'favourite.toggle'; game: FavouriteGame }
  /** Loads the ids again after a failure. */
  | { type: 'favourites.retry' }
  /** Loads the first page of the list (again). */
  | { type: 'favourites.list.load' }
  /** Loads the next page, when there is one. */
  | { type: 'favourites.list.next' }
