import type { SnapshotFrom } from 'xstate'
import type { ApiErrorKind } from '../../api/errors'
import type { Game } from '../../api/schemas/games'
import type { GameCardView } from '../../catalogue/game-card'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { favouritesMachine } from './favourites.machine'
import type { FavouriteGame, FavouritesEvent } from './favourites.types'

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>

export interface FavouritesView {
  /** Whether a game is a favourite now (a toggle in flight or waiting already counts); false before the ids load. */
  isFavourite: (nodeId: string | null | undefined) => boolean
  /** The ids could not be loaded: stars show as off; `favourites.retry` asks again. */
  idsFailed: boolean
  /** A toggle the server refused, undone; the app shows the code. */
  toggleFailure: ApiErrorKind | null
  /** The paged list: `idle` until `favourites.list.load`. */
  listStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  /** Games of the pages loaded so far. */
  games: readonly Game[]
  /** A next page exists: show "more" (sends `favourites.list.next`). */
  hasMore: boolean
  listFailure: ApiErrorKind | null
}

/** Snapshot → what game cards (the star) and the favourites list need. Pure. */
function viewOfFavourites(snapshot: FavouritesSnapshot | undefined): FavouritesView {
  if (!snapshot) return signedOutView
  const { context } = snapshot
  const ids = new Set(context.ids)
  const listStatus = (['loading', 'loaded', 'failed'] as const).find((s) => snapshot.matches({ list: s }))
  return {
    isFavourite: (nodeId) => nodeId != null && ids.has(nodeId),
    idsFailed: snapshot.matches({ ids: 'failed' }),
    toggleFailure: context.toggleFailure?.kind ?? null,
    listStatus: listStatus ?? 'idle',
    games: context.list,
    hasMore: context.pageNum < context.totalPages,
    listFailure: context.listFailure?.kind ?? null,
  }
}

/** No actor (signed out): nothing is a favourite. */
const signedOutView: FavouritesView = {
  isFavourite: () => false,
  idsFailed: false,
  toggleFailure: null,
  listStatus: 'idle',
  games: [],
  hasMore: false,
  listFailure: null,
}

/** What a view may ask of the favourites flow. */
export const favouritesIntents = /* @__PURE__ */ defineIntents((send: Send<FavouritesEvent>) => ({
  toggle: (game: FavouriteGame) => send({ type: 'favourite.toggle', game }),
  /** The star of a game card: its node id (the card's id when the server gave none), vendor and type. */
  toggleCard: (card: Pick<GameCardView, 'id' | 'launch'>) =>
    send({
      type: 'favourite.toggle',
      game: {
        nodeId: card.launch.nodeId ?? card.id,
        vassalage: card.launch.vassalage,
        gameType: card.launch.gameType,
      },
    }),
  retry: () => send({ type: 'favourites.retry' }),
  loadList: () => send({ type: 'favourites.list.load' }),
  loadMore: () => send({ type: 'favourites.list.next' }),
}))

export type FavouritesIntents = ReturnType<typeof favouritesIntents>

/** Snapshot → the view-model a favourites view renders, with its intents bound to the actor's `send`. Pure. */
export const connectFavourites: Connect<
  FavouritesSnapshot | undefined,
  FavouritesEvent,
  FavouritesView & FavouritesIntents
> = /* @__PURE__ */ defineConnect(viewOfFavourites, favouritesIntents)
