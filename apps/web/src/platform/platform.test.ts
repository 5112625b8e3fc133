import { expect, test } from 'vitest'
import { documentCookies } from './documentCookies'
import { realtimeUrl } from './stompChannel'
import { webStorage } from './webStorage'

test('web storage keeps only the listed keys on clear', () => {
  const store = webStorage(window.sessionStorage)
  store.set('token', 't')
  store.set('merchantCode', 'DEMO')
  store.clear(['merchantCode'])
  expect(store.get('token')).toBeNull()
  expect(store.get('merchantCode')).toBe('DEMO')
})

test('web storage treats a failing storage as empty instead of throwing', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied')
    },
  } as unknown as Storage
  expect(webStorage(broken).get('lang')).toBeNull()
})

test('cookies round-trip encoded values and can be removed', () => {
  const jar = documentCookies(document)
  jar.set('remember user', 'ana lee;1', { maxAgeSeconds: 86_400 })
  expect(jar.get('remember user')).toBe('ana lee;1')
  jar.remove('remember user')
  expect(jar.get('remember user')).toBeNull()
})

test('the real-time channel answers beside the API: same origin by default, wss under https', () => {
  expect(realtimeUrl({ apiBaseUrl: '' }, 'http://127.0.0.1:4173/games?x=1')).toBe('ws://127.0.0.1:4173/ws')
  expect(realtimeUrl({ apiBaseUrl: '' }, 'https://portal.example/')).toBe('wss://portal.example/ws')
  expect(realtimeUrl({ apiBaseUrl: 'https://api.example/gateway/' }, 'http://portal.example/')).toBe(
    'wss://api.example/gateway/ws',
  )
})

test("a brand's own real-time URL (the platform's broker) is used as it is", () => {
  const brand = { apiBaseUrl: 'https://api.example/', realtimeUrl: 'wss://push.example/ws' }
  expect(realtimeUrl(brand, 'https://portal.example/')).toBe('wss://push.example/ws')
})
