import { createActor, fromPromise } from 'xstate'
import type { FlowDeps } from '../create-portal'
import { type CatalogueResource, resourceMachine } from './resource.machine'

/** A list's actor over one load, not started: its owner (the registry, or the screen showing it) starts it. */
export function catalogueResource<T>(
  deps: FlowDeps,
  load: (refresh: boolean, signal: AbortSignal) => Promise<T>,
): CatalogueResource<T> {
  const logic = resourceMachine.provide({
    actors: { load: fromPromise(({ input, signal }) => load(input.refresh, signal)) },
  })
  return createActor(logic, deps.actorOptions) as CatalogueResource<T>
}
