import {
  type Catalogue,
  type CatalogueResource,
  catalogueFlow,
  connectList,
  type ResourceIntents,
  type ResourceSnapshot,
} from '@portal/core'
import { useFlow, useSharedInstance, useView } from '@portal/react'
import type { DependencyList } from 'react'

type List = { snapshot: ResourceSnapshot | undefined } & ResourceIntents

/** The visit's game catalogue (the portal's shared instance): vendor lanes, hot games, winners, game lists. */
export function useCatalogue(): Catalogue {
  return useSharedInstance(catalogueFlow)
}

/** One of the catalogue's shared lists (vendors, hot games, winners): its snapshot, retry and refresh. */
export function useSharedList(pick: (catalogue: Catalogue) => CatalogueResource<unknown>): List {
  return useView(pick(useCatalogue()), connectList)
}

/**
 * A list of the screen's own (a vendor's games, a lottery's draws): loaded while the screen shows it, asked
 * again when one of `deps` changes; `pick` answers null when there is nothing to load.
 */
export function useOwnList(
  pick: (catalogue: Catalogue) => CatalogueResource<unknown> | null,
  deps: DependencyList,
): List {
  return useFlow((portal) => pick(portal.flows.get(catalogueFlow)), connectList, deps)[0]
}
