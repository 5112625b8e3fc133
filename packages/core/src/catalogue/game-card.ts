import type { Game } from '../api/schemas/games'
import { offersFreeTrial } from '../flows/game-launch/game-launch.rules'
import type { LaunchTarget } from '../flows/game-launch/game-launch.types'
import type { CatalogueArt } from './vendor-art'

/** One game card (spec §2 "Game list card"): image, name, PLAY NOW, FREE TRIAL, favourite star. */
export interface GameCardView {
  /** Stable key; also the favourite id. */
  id: string
  name: string
  /** The tile's address on the image host; null when the server gave none (the app shows the default icon). */
  image: string | null
  /** Show FREE TRIAL (supportPlay 0); it sends `launch.request` with `mode: 'trial'`. */
  freeTrial: boolean
  /** The star: true or false for a member, null signed out (no star). */
  favourite: boolean | null
  /** What PLAY NOW and FREE TRIAL send as `launch.request`'s target. */
  launch: LaunchTarget
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

export interface GameCardContext {
  art: CatalogueArt
  /** Null signed out: the cards carry no star. */
  isFavourite: ((nodeId: string) => boolean) | null
}

export function gameCard(game: Game, index: number, context: GameCardContext): GameCardView {
  const id = game.nodeId ?? game.gameCode ?? `${game.vassalage ?? 'game'}-${index}`
  const icon = text(game.iconUrl) ?? text(game.showIcon)
  return {
    id,
    name: text(game.displayName) ?? text(game.gameName) ?? text(game.nodeName) ?? game.gameCode ?? id,
    image: icon ? context.art.image(icon) : null,
    freeTrial: offersFreeTrial({ supportPlay: game.supportPlay ?? null }),
    favourite: context.isFavourite ? context.isFavourite(id) : null,
    launch: {
      vassalage: game.vassalage ?? '',
      gameType: game.gameType ?? game.gameCategory ?? '',
      gameCode: game.gameCode ?? null,
      nodeId: game.nodeId ?? null,
      supportPlay: game.supportPlay ?? null,
      displayName: text(game.displayName) ?? text(game.gameName),
    },
  }
}
