import type { KeyValueStore } from '../ports'

/** What the adapter uses of the Web Storage API (`sessionStorage`, `localStorage`): the core declares no DOM. */
export interface WebStorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

/**
 * The core's `KeyValueStore` over `sessionStorage` or `localStorage`. Storage can throw (quota, storage switched
 * off, a private window); a refused read is then empty and a refused write is dropped, so the portal behaves as
 * on a first visit instead of failing to start. `clear(keep)` empties the whole storage but the kept keys: the
 * portal calls it on the session store only, when the member signs out or changes (keeping the merchant code).
 */
export function webStorage(storage: WebStorageLike): KeyValueStore {
  return {
    get: (key) => attempt(() => storage.getItem(key), null),
    set: (key, value) => attempt(() => storage.setItem(key, value), undefined),
    remove: (key) => attempt(() => storage.removeItem(key), undefined),
    clear: (keep = []) =>
      attempt(() => {
        const kept = keep.map((key) => [key, storage.getItem(key)] as const)
        storage.clear()
        for (const [key, value] of kept) if (value !== null) storage.setItem(key, value)
      }, undefined),
  }
}

/** The page's storage of that name; reading it can itself throw where storage is switched off. */
function pageStorage(name: 'sessionStorage' | 'localStorage'): WebStorageLike | null {
  try {
    return (globalThis as { sessionStorage?: WebStorageLike; localStorage?: WebStorageLike })[name] ?? null
  } catch {
    return null
  }
}

const refusedStorage: WebStorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
}

/**
 * `createPortal`'s `sessionStore` in a browser: `sessionStorage`, for the token and what belongs to the signed-in
 * member. The portal clears it (but the merchant code) when the member signs out or changes; the browser drops
 * it with the tab.
 */
export const webSessionStore = (): KeyValueStore =>
  webStorage(pageStorage('sessionStorage') ?? refusedStorage)

/**
 * `createPortal`'s `localStore` in a browser: `localStorage`, for what outlives a visit (the language, the
 * merchant code, the hidden-balance choice). The portal never clears it.
 */
export const webLocalStore = (): KeyValueStore => webStorage(pageStorage('localStorage') ?? refusedStorage)

function attempt<T>(operation: () => T, fallback: T): T {
  try {
    return operation()
  } catch {
    return fallback
  }
}
