import { describe, expect, test } from 'vitest'
import type { ApiClient } from '../api/client'
import { merchantWallet } from '../api/endpoints'
import { memoryStore } from '../ports/memory'
import { cachedCall } from './session-cache'

function client(answers: unknown[]) {
  const calls: unknown[] = []
  const api = {
    call: async (_row: unknown, input: unknown) => {
      calls.push(input)
      return answers.shift()
    },
  } as unknown as ApiClient
  return { api, calls }
}

describe('session-storage cache (spec §4 "Caching")', () => {
  test('the first answer is stored; later reads make no call', async () => {
    const { api, calls } = client([{ isSingle: true }])
    const sessionStore = memoryStore()
    const deps = { api, sessionStore }
    await expect(cachedCall(deps, 'merchantWallet', merchantWallet, { merchantCode: 'M' })).resolves.toEqual({
      isSingle: true,
    })
    await expect(cachedCall(deps, 'merchantWallet', merchantWallet, { merchantCode: 'M' })).resolves.toEqual({
      isSingle: true,
    })
    expect(calls).toHaveLength(1)
  })

  test('refresh asks again and stores the new answer', async () => {
    const { api, calls } = client([{ isSingle: false }])
    const sessionStore = memoryStore({ merchantWallet: JSON.stringify({ isSingle: true }) })
    const answer = await cachedCall(
      { api, sessionStore },
      'merchantWallet',
      merchantWallet,
      { merchantCode: 'M' },
      {
        refresh: true,
      },
    )
    expect(answer).toEqual({ isSingle: false })
    expect(calls).toHaveLength(1)
    expect(JSON.parse(sessionStore.get('merchantWallet') ?? '')).toEqual({ isSingle: false })
  })

  test('an entry that no longer reads as the answer is asked again', async () => {
    const { api, calls } = client([{ isSingle: false }])
    const sessionStore = memoryStore({ merchantWallet: '{"isSingle":"maybe"}' })
    await cachedCall({ api, sessionStore }, 'merchantWallet', merchantWallet, { merchantCode: 'M' })
    expect(calls).toHaveLength(1)
  })
})
