import type { CookieJar, KeyValueStore } from './index'

/** In-memory store for tests, stories and the terminal runner. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial))
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    clear: (keep = []) => {
      for (const key of [...data.keys()]) if (!keep.includes(key)) data.delete(key)
    },
  }
}

export function memoryCookieJar(): CookieJar & { entries(): Record<string, string> } {
  const data = new Map<string, string>()
  return {
    get: (name) => data.get(name) ?? null,
    set: (name, value) => void data.set(name, value),
    remove: (name) => void data.delete(name),
    entries: () => Object.fromEntries(data),
  }
}
