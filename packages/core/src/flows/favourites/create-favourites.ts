import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { provideFavourites } from './favourites.provide'

/** The member's favourites; the app asks the registry for `favouritesFlow` rather than creating one. */
export function createFavourites(portal: Portal) {
  return createActor(provideFavourites(portal.deps), portal.deps.actorOptions)
}

/** Spec §4: favourites load when signed in; they belong to the member and go with them. */
export const favouritesFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'favourites',
  lifetime: 'session',
  create: createFavourites,
})
