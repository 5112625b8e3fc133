import type { CookieJar, KeyValueStore } from './index'

/**
 * Storage that answers asynchronously (React Native's AsyncStorage, a server-side session, IndexedDB). The core
 * reads its stores synchronously — the token goes with every call — so such a store is loaded once, before the
 * portal is created, and then mirrored: reads from memory, writes to memory at once and to the store behind.
 */
export interface AsyncKeyValueStore {
  entries(): Promise<Iterable<readonly [string, string]>>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
}

/** Cookies, asynchronously (a native cookie manager). */
export interface AsyncCookieJar {
  entries(): Promise<Iterable<readonly [string, string]>>
  set(name: string, value: string, options: { maxAgeSeconds: number }): Promise<void>
  remove(name: string): Promise<void>
}

/** Where a mirror reports a write the store behind it refused (the value stays in memory for the visit). */
export type WriteFailure = (error: unknown, key: string) => void

/** Loads an asynchronous store and returns the synchronous store `createPortal` takes, mirroring it. */
export async function mirrorStore(
  store: AsyncKeyValueStore,
  onWriteFailure?: WriteFailure,
): Promise<KeyValueStore> {
  const data = new Map(await store.entries())
  const behind = (key: string, write: Promise<void>) =>
    void write.catch((error) => onWriteFailure?.(error, key))
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value)
      behind(key, store.set(key, value))
    },
    remove: (key) => {
      data.delete(key)
      behind(key, store.remove(key))
    },
    clear: (keep = []) => {
      for (const key of [...data.keys()]) {
        if (keep.includes(key)) continue
        data.delete(key)
        behind(key, store.remove(key))
      }
    },
  }
}

/** Loads an asynchronous cookie jar and returns the synchronous jar `createPortal` takes, mirroring it. */
export async function mirrorCookieJar(
  jar: AsyncCookieJar,
  onWriteFailure?: WriteFailure,
): Promise<CookieJar> {
  const data = new Map(await jar.entries())
  const behind = (name: string, write: Promise<void>) =>
    void write.catch((error) => onWriteFailure?.(error, name))
  return {
    get: (name) => data.get(name) ?? null,
    set: (name, value, options) => {
      data.set(name, value)
      behind(name, jar.set(name, value, options))
    },
    remove: (name) => {
      data.delete(name)
      behind(name, jar.remove(name))
    },
  }
}
