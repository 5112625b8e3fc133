import { describe, expect, test } from 'vitest'
import { type AsyncKeyValueStore, mirrorCookieJar, mirrorStore } from './async'

/** An asynchronous store that answers on the next tick, as a native one would. */
function slowStore(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial))
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  const store: AsyncKeyValueStore = {
    entries: async () => {
      await tick()
      return [...data]
    },
    set: async (key, value) => {
      await tick()
      data.set(key, value)
    },
    remove: async (key) => {
      await tick()
      data.delete(key)
    },
  }
  return { store, data }
}

describe('asynchronous stores behind the synchronous ports', () => {
  test('what was stored is there at once; writes reach the store behind', async () => {
    const { store, data } = slowStore({ token: 't-1', merchantCode: 'DEMO', lang: 'EN' })
    const mirror = await mirrorStore(store)
    expect(mirror.get('token')).toBe('t-1')
    mirror.set('token', 't-2')
    expect(mirror.get('token')).toBe('t-2')
    mirror.clear(['merchantCode'])
    expect([mirror.get('token'), mirror.get('lang'), mirror.get('merchantCode')]).toEqual([
      null,
      null,
      'DEMO',
    ])
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(Object.fromEntries(data)).toEqual({ merchantCode: 'DEMO' })
  })

  test('a refused write is reported and the value stays for the visit', async () => {
    const failures: string[] = []
    const mirror = await mirrorStore(
      {
        entries: async () => [],
        set: async () => Promise.reject(new Error('disk full')),
        remove: async () => undefined,
      },
      (_, key) => failures.push(key),
    )
    mirror.set('token', 't-1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mirror.get('token')).toBe('t-1')
    expect(failures).toEqual(['token'])
  })

  test('cookies likewise', async () => {
    const written: string[] = []
    const jar = await mirrorCookieJar({
      entries: async () => [['username', 'member01']],
      set: async (name, value) => void written.push(`${name}=${value}`),
      remove: async (name) => void written.push(`-${name}`),
    })
    expect(jar.get('username')).toBe('member01')
    jar.set('username', 'agent01', { maxAgeSeconds: 86400 })
    jar.remove('mobileNum')
    expect(jar.get('username')).toBe('agent01')
    expect(written).toEqual(['username=agent01', '-mobileNum'])
  })
})
