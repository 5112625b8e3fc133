import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { type ApiFailure, toFailure } from '../api/errors'
import { defineIntents, type Send } from '../flows/shared/intents'
import { notProvided } from '../flows/shared/not-provided'

export interface ResourceContext {
  data: unknown
  failure: ApiFailure | null
}

export type ResourceEvent =
  /** After a failure: ask again. */
  | { type: 'resource.retry' }
  /** Ask the server again, past any cached answer (hot games and winners refresh only on request). */
  | { type: 'resource.refresh' }
  /** Load again through the cache: after a language change, the cache of the new language answers. */
  | { type: 'resource.reload' }

/**
 * One data set of the catalogue (hot games, the winners board, a vendor's games…): loading, loaded, or failed
 * with a retry, so each home section and page shows its own state. What it loads, and from which cache, is
 * the provided `load` actor's business; `refresh` tells it to go past the cache.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: notProvided<unknown, { refresh: boolean }>('load'),
  },
}).createMachine({
  id: 'resource',
  context: { data: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: { refresh: false },
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    /** The data stays on show while a refresh runs. */
    refreshing: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ event }) => ({ refresh: event.type === 'resource.refresh' }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loaded', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loaded: { on: { 'resource.refresh': 'refreshing', 'resource.reload': 'refreshing' } },
    failed: { on: { 'resource.retry': 'loading', 'resource.reload': 'loading' } },
  },
})

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>

/** A resource actor whose data is a `T`: the type the catalogue's loader returns, carried for the connectors. */
export type CatalogueResource<T> = ActorRefFrom<typeof resourceMachine> & { readonly __data?: T }

/** The data a catalogue resource carries, named from the resource: `ResourceData<ReturnType<Catalogue['hotGames']>>`. */
export type ResourceData<TResource> = TResource extends CatalogueResource<infer T> ? T : never

export interface ResourceView<T> {
  /** `loading` the first load (a skeleton), `loaded` data on show, `failed` nothing to show (a retry button). */
  status: 'loading' | 'loaded' | 'failed'
  /** The data; kept while a refresh runs and when a refresh fails. */
  data: T | null
  /** A refresh is running over data on show. */
  refreshing: boolean
  /** The last failure's kind (`network`, …), for the message; null when the last load went through. */
  failure: ApiFailure['kind'] | null
}

/** What a view may ask of a data set: again after a failure, or fresh from the server. */
export const resourceIntents = /* @__PURE__ */ defineIntents((send: Send<ResourceEvent>) => ({
  retry: () => send({ type: 'resource.retry' }),
  refresh: () => send({ type: 'resource.refresh' }),
}))

export type ResourceIntents = ReturnType<typeof resourceIntents>

/** Snapshot → status, data and intents of one data set. Pure; `undefined` (not created yet) reads as loading. */
export function connectResource<T>(
  snapshot: ResourceSnapshot | undefined,
  send?: Send<ResourceEvent>,
): ResourceView<T> & ResourceIntents {
  return { ...resourceView<T>(snapshot), ...resourceIntents(send) }
}

/**
 * A catalogue resource's view-model now, its data type inferred from the resource (no row type written by hand):
 * `readResource(catalogue.gameList('PG', 'RNG')).data` is `readonly Game[] | null`.
 */
export function readResource<T>(resource: CatalogueResource<T>): ResourceView<T> & ResourceIntents {
  return connectResource<T>(resource.getSnapshot(), resource.send)
}

/** A list's snapshot with its intents: for the connectors that read several lists together (`connectHome`…). */
export function connectList(
  snapshot: ResourceSnapshot | undefined,
  send?: Send<ResourceEvent>,
): { snapshot: ResourceSnapshot | undefined } & ResourceIntents {
  return { snapshot, ...resourceIntents(send) }
}

export function resourceView<T>(snapshot: ResourceSnapshot | undefined): ResourceView<T> {
  if (!snapshot) return { status: 'loading', data: null, refreshing: false, failure: null }
  const refreshing = snapshot.matches('refreshing')
  const status = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'loaded'
  return {
    status,
    data: (snapshot.context.data as T | null) ?? null,
    refreshing,
    failure: snapshot.context.failure?.kind ?? null,
  }
}
