// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { documentCookies, type WebStorageLike, webLocalStore, webSessionStore, webStorage } from '.'

// The core's tests compile without the DOM's types: the page's storages, as the adapters see them.
const page = globalThis as unknown as { sessionStorage: WebStorageLike; localStorage: WebStorageLike }

test('the session store is sessionStorage, and clear keeps only the listed keys', () => {
  const store = webSessionStore()
  store.set('token', 't')
  store.set('merchantCode', 'DEMO')
  expect(page.sessionStorage.getItem('token')).toBe('t')
  store.clear(['merchantCode'])
  expect(store.get('token')).toBeNull()
  expect(store.get('merchantCode')).toBe('DEMO')
})

test('the local store is localStorage', () => {
  webLocalStore().set('lang', 'EN')
  expect(page.localStorage.getItem('lang')).toBe('EN')
})

test('a storage that throws reads as empty and drops writes instead of throwing', () => {
  const denied = () => {
    throw new Error('denied')
  }
  const store = webStorage({ getItem: denied, setItem: denied, removeItem: denied, clear: denied })
  expect(store.get('lang')).toBeNull()
  expect(() => store.set('lang', 'EN')).not.toThrow()
  expect(() => store.clear(['merchantCode'])).not.toThrow()
})

test('cookies round-trip encoded values and can be removed', () => {
  const jar = documentCookies()
  jar.set('remember user', 'ana lee;1', { maxAgeSeconds: 86_400 })
  expect(jar.get('remember user')).toBe('ana lee;1')
  jar.remove('remember user')
  expect(jar.get('remember user')).toBeNull()
})
