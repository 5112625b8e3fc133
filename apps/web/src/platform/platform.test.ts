import { expect, test } from 'vitest'
import { realtimeUrl } from './stompChannel'

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
