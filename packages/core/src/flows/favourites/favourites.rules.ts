import type { FavouriteGame, FavouriteToggleInput } from './favourites.types'

/** Adds a game once: a list loaded while a toggle was out may already hold it. */
const withId = (ids: readonly string[], id: string) => (ids.includes(id) ? ids : [...ids, id])

/** The ids after a toggle: its game added or removed. */
export function withToggle(ids: readonly string[], toggle: FavouriteToggleInput): readonly string[] {
  return toggle.add ? withId(ids, toggle.nodeId) : ids.filter((id) => id !== toggle.nodeId)
}

/** The ids with the toggles still out applied in order: what the server will hold once they have gone through. */
export const withToggles = (ids: readonly string[], toggles: readonly (FavouriteToggleInput | null)[]) =>
  toggles.reduce((applied, toggle) => (toggle ? withToggle(applied, toggle) : applied), ids)

/** A toggle of a game: adds it unless it is a favourite now (spec §4), with the vendor and type the call sends. */
export function toggleInput(ids: readonly string[], game: FavouriteGame): FavouriteToggleInput {
  return {
    nodeId: game.nodeId,
    ...(game.vassalage ? { vendor: game.vassalage } : {}),
    ...(game.gameType ? { gameType: game.gameType } : {}),
    add: !ids.includes(game.nodeId),
  }
}

/**
 * A toggle arriving while another is out: it flips the star at once and waits its turn. A second toggle of a game
 * already waiting cancels the first, as the member has put the star back: what is sent in the end is each game's
 * last state, never a click the member took back.
 */
export function withQueued(queued: readonly FavouriteToggleInput[], toggle: FavouriteToggleInput) {
  return queued.some((waiting) => waiting.nodeId === toggle.nodeId)
    ? queued.filter((waiting) => waiting.nodeId !== toggle.nodeId)
    : [...queued, toggle]
}
