import {
  type Catalogue,
  type CatalogueResource,
  catalogueFlow,
  connectList,
  type ResourceIntents,
  type ResourceSnapshot,
  type VisitFlow,
} from '@portal/core'
import { useFlow, useSharedFlow, useSharedInstance } from '@portal/react'
import type { DependencyList } from 'react'

type List = { snapshot: ResourceSnapshot | undefined } & ResourceIntents

/** The visit's game catalogue (the portal's shared instance): vendor lanes, hot games, winners, game lists. */
export function useCatalogue(): Catalogue {
  return useSharedInstance(catalogueFlow)
}

/**
 * One of the lists the screens share (`vendorsFlow`, `hotGamesFlow`, `winnersFlow`), as the registry owns it: its
 * snapshot, retry and refresh.
 */
export function useSharedList<T>(flow: VisitFlow<CatalogueResource<T>>): List {
  return useSharedFlow(flow, connectList)[0]
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
