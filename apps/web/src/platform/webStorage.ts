import type { KeyValueStore } from '@portal/core'

/**
 * The core's KeyValueStore over `sessionStorage` or `localStorage`. Storage can throw (quota, disabled
 * cookies, Safari private mode); the portal then behaves as on a first visit instead of failing to start.
 */
export function webStorage(storage: Storage): KeyValueStore {
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

function attempt<T>(operation: () => T, fallback: T): T {
  try {
    return operation()
  } catch {
    return fallback
  }
}
