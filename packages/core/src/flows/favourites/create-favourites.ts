import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideFavourites } from './favourites.provide'

/**
 * The member's favourites. Spec §4: favourites load when signed in, so the app starts one when the session
 * reaches `signedIn` and stops it on sign-out (docs/architecture.md, "Per-member actors").
 */
export function createFavourites(portal: Portal) {
  return createActor(provideFavourites(portal.deps), portal.deps.actorOptions)
}
