import type { Game } from '../api/schemas/games'
import { type Rebate, rebateFor } from '../domain/rebate'
import { type GameCardView, gameCard } from './game-card'
import { type ResourceSnapshot, resourceView } from './resource.machine'
import type { SlotSubClass } from './slot-classes'
import type { CatalogueArt } from './vendor-art'

export interface GameListView {
  status: 'loading' | 'loaded' | 'failed'
  /** The sub-class filters (RNG only; empty for other types); `null` in `activeSubClass` is "all". */
  subClasses: readonly SlotSubClass[]
  activeSubClass: SlotSubClass | null
  /** The cards of the active filter. */
  games: readonly GameCardView[]
  /** The rebate shown for the list's game type. */
  rebate: Rebate
}

export interface GameListOptions {
  gameType: string
  /** The catalogue's `subClasses`. */
  subClasses: readonly SlotSubClass[]
  /** The chosen filter (view state, e.g. the URL); null for all. */
  subClass: SlotSubClass | null
  /** The favourites' `isFavourite`, signed in; null signed out. */
  isFavourite: ((nodeId: string) => boolean) | null
}

/** A vendor's games for the game list centre or the vendor's popup list (spec §2). Pure. */
export function connectGameList(
  list: ResourceSnapshot | undefined,
  options: GameListOptions,
  art: CatalogueArt,
): GameListView {
  const resource = resourceView<readonly Game[]>(list)
  const isSlots = options.gameType.toUpperCase() === 'RNG'
  const active =
    isSlots && options.subClass && options.subClasses.includes(options.subClass) ? options.subClass : null
  const games = (resource.data ?? []).filter((game) => !active || game.subType?.toUpperCase() === active)
  return {
    status: resource.status,
    subClasses: isSlots ? options.subClasses : [],
    activeSubClass: active,
    games: games.map((game, index) => gameCard(game, index, { art, isFavourite: options.isFavourite })),
    rebate: rebateFor(options.gameType.toUpperCase()),
  }
}
