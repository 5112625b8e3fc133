import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// Avatars (issue 32, changeIcon), over the simulator's HTTP handler: the set, the choice, and what answers it.

describe('avatars', () => {
  test('a member chooses one of the set; member info and the icon call answer it, and its art is served', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/accounts', { account: 'face01' })
    const client = testClient(simulator)
    await signIn(client, 'face01', demoPassword)
    const before = await client.call(endpoints.avatarChoices, undefined)
    expect(before.current).toBeNull()
    expect(before.icons.length).toBeGreaterThanOrEqual(6)
    expect((await client.call(endpoints.memberInfo, undefined)).avatarUrl).toMatch(/\/avatar\/face01\.svg$/)

    const chosen = before.icons[2]
    const answer = await client.call(endpoints.changeIcon, { iconId: chosen?.id ?? '' })
    expect(answer.avatarUrl).toBe(chosen?.url)
    expect((await client.call(endpoints.avatarChoices, undefined)).current).toBe(chosen?.id)
    expect((await client.call(endpoints.memberInfo, undefined)).avatarUrl).toBe(chosen?.url)
    expect(await client.call(endpoints.memberIcon, undefined)).toEqual({ avatarUrl: chosen?.url })

    const art = await simulator.fetch(new Request(chosen?.url ?? ''))
    expect(art.headers.get('content-type')).toBe('image/svg+xml')
    expect(await art.text()).toMatch(/^<svg /)
  })

  test('refused: an avatar not in the set; the choice stays', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/accounts', { account: 'face02' })
    const client = testClient(simulator)
    await signIn(client, 'face02', demoPassword)
    expect(await apiError(client.call(endpoints.changeIcon, { iconId: '../avatar/face01' }))).toMatchObject({
      code: 'unknown_icon',
      value: { field: 'iconId' },
    })
    expect(await apiError(client.call(endpoints.changeIcon, { iconId: 'constructor' }))).toMatchObject({
      code: 'unknown_icon',
    })
    expect((await client.call(endpoints.avatarChoices, undefined)).current).toBeNull()
  })
})
