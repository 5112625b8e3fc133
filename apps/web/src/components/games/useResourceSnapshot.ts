import type { CatalogueResource, ResourceSnapshot } from '@portal/core'
import { useView } from '@portal/react'

/** A catalogue list's snapshot, for the core's connectors that combine several lists. */
export function useResourceSnapshot<T>(
  resource: CatalogueResource<T> | undefined,
): ResourceSnapshot | undefined {
  return useView(resource, (snapshot: ResourceSnapshot | undefined) => snapshot)
}
