import { decodeWhitelabel, endpoints, statusSchema } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { testClient } from './testing/client'
import { dev } from './testing/dev'

describe('systemStatus', () => {
  test('normal: no maintenance, no block, the seeded flags as the core decodes them, CDNs at the simulator', async () => {
    const simulator = createSimulator()
    const status = await testClient(simulator).call(endpoints.systemStatus, {})
    expect(status).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '203.0.113.42' },
    })
    expect(decodeWhitelabel(status.info.whitelabelVal)).toEqual(simulator.store.state.flags)
    expect(status.info.imageCDNs).toEqual(['http://sim.test/sim/art'])
    expect(status.info.resources.map((resource) => resource.resourceType)).toContain('MOBILECONFIG')
  })

  test('maintenance carries its ISO end; the region block stands on its own', async () => {
    const simulator = createSimulator({ now: () => Date.parse('2026-01-01T00:00:00Z') })
    const client = testClient(simulator)
    await dev(simulator, '/maintenance', { on: true })
    expect(await client.call(endpoints.systemStatus, {})).toMatchObject({
      maintenance: true,
      maintenanceEnd: '2026-01-01T02:00:00.000Z',
    })
    await dev(simulator, '/maintenance', { on: false })
    await dev(simulator, '/region-block', { on: true })
    expect(await client.call(endpoints.systemStatus, {})).toMatchObject({
      maintenance: false,
      regionRestriction: true,
    })
  })

  test('flags switched on the dev surface show in the tree; unknown flags are refused', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/flags', { FREEPLAY3: false, REGMOBVERF3: true })
    const status = await testClient(simulator).call(endpoints.systemStatus, {})
    expect(decodeWhitelabel(status.info.whitelabelVal)).toMatchObject({ FREEPLAY3: false, REGMOBVERF3: true })
    await expect(dev(simulator, '/flags', { NOPE3: true })).rejects.toThrow(/Unknown flag/)
  })

  test('the status value also satisfies the contract over real schemas when maintenance is on', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/maintenance', { on: true, end: '2030-05-01T10:00:00Z' })
    const response = await simulator.fetch(new Request('http://sim.test/wps/system/status'))
    const { value } = (await response.json()) as { value: unknown }
    expect(statusSchema['~standard'].validate(value)).toMatchObject({
      value: { maintenanceEnd: '2030-05-01T10:00:00Z' },
    })
  })

  test('serves the PEM public key', async () => {
    const { publicKey } = await testClient(createSimulator()).call(endpoints.rsaPublicKey, {})
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/)
  })
})
