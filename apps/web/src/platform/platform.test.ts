import { expect, test } from 'vitest'
import { realtimeUrl } from './stompChannel'

test('the real-time channel answers beside the API: same origin by default, wss under https', () => {
  expect(realtimeUrl('', 'http://127.0.0.1:4173/games?x=1')).toBe('ws://127.0.0.1:4173/ws')
  expect(realtimeUrl('', 'https://portal.example/')).toBe('wss://portal.example/ws')
  expect(realtimeUrl('https://api.example/gateway/', 'http://portal.example/')).toBe(
    'wss://api.example/gateway/ws',
  )
})
