import * as v from 'valibot'
import type { ApiClient } from '../api/client'
import type { Endpoint, EndpointInput, EndpointOutput } from '../api/endpoint'
import type { KeyValueStore } from '../ports'

export interface CachedCallOptions {
  /** Ask the server even when a cached answer exists (hot games and winners refresh only on request). */
  refresh?: boolean
  signal?: AbortSignal
}

function readJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * A call answered from session storage for the rest of the visit (spec §4 "Caching"). What was stored is read
 * back through the row's own response schema, so a stale or tampered entry is asked again, never trusted.
 */
export async function cachedCall<E extends Endpoint>(
  deps: { api: ApiClient; sessionStore: KeyValueStore },
  key: string,
  row: E,
  input: EndpointInput<E>,
  options: CachedCallOptions = {},
): Promise<EndpointOutput<E>> {
  if (!options.refresh) {
    const cached = v.safeParse(row.response, readJson(deps.sessionStore.get(key)))
    if (cached.success) return cached.output as EndpointOutput<E>
  }
  const answer = await deps.api.call(row, input, options.signal ? { signal: options.signal } : {})
  deps.sessionStore.set(key, JSON.stringify(answer))
  return answer
}
