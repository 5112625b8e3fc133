import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createDevices } from './create-devices'
import { connectDevices } from './devices.connect'

/** The devices page against the in-process simulator: a session signed out here is refused by the server. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

async function twoSessions() {
  const simulator = createSimulator()
  portal = await signedInPortal('member01', simulator)
  const others = await Promise.all(
    [1, 2].map(() =>
      portal?.api.call(endpoints.login, { username: 'member01', password: 'Demo1234', type: 'username' }),
    ),
  )
  return { simulator, portal, tokens: others.map((answer) => answer?.token ?? '') }
}

describe('devices against the simulator', () => {
  test('lists this device first; signing out one session ends its token only', async () => {
    const { simulator, portal, tokens } = await twoSessions()
    const devices = createDevices(portal).start()
    const ready = connectDevices(await waitFor(devices, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.sessions.length).toBeGreaterThanOrEqual(3)
    expect(ready.sessions[0]?.current).toBe(true)
    expect(ready.sessions.filter((row) => row.current)).toHaveLength(1)
    const other = ready.sessions.find((row) => !row.current)
    if (!other) throw new Error('no other session')

    devices.send({ type: 'devices.revoke', id: other.id })
    await waitFor(devices, (s) => s.matches({ ready: 'idle' }) && s.context.revoking.length === 0, {
      timeout: 5000,
    })
    expect(connectDevices(devices.getSnapshot()).sessions.map((row) => row.id)).not.toContain(other.id)
    const live = tokens.filter((token) => simulator.store.state.sessions.has(token))
    expect(live).toHaveLength(tokens.length - 1)
    devices.stop()
  })

  test('sign out all others leaves only this device, and the others are refused', async () => {
    const { simulator, portal, tokens } = await twoSessions()
    const devices = createDevices(portal).start()
    await waitFor(devices, (s) => s.matches('ready'), { timeout: 5000 })
    devices.send({ type: 'devices.revokeOthers' })
    await waitFor(devices, (s) => s.matches({ ready: 'idle' }) && s.context.revoking.length === 0, {
      timeout: 5000,
    })
    expect(connectDevices(devices.getSnapshot())).toMatchObject({ others: 0, revokeFailure: null })
    for (const token of tokens) expect(simulator.store.state.sessions.has(token)).toBe(false)
    // This device is still signed in.
    expect(portal.session()?.getSnapshot().matches('signedIn')).toBe(true)
    devices.send({ type: 'devices.refresh' })
    const again = await waitFor(devices, (s) => s.matches('ready'), { timeout: 5000 })
    expect(connectDevices(again).sessions.map((row) => row.current)).toEqual([true])
    devices.stop()
  })
})
