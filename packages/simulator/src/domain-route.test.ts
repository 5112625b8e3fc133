import { domainRouteSchema, endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { testClient } from './testing/client'
import { dev } from './testing/dev'

test('the domain check answers valid with the address it was reached on, until the dev surface says invalid', async () => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  expect(await client.call(endpoints.domainRoute, {})).toEqual({ valid: true, domain: 'sim.test' })
  await dev(simulator, '/invalid-domain', { on: true })
  expect(await client.call(endpoints.domainRoute, {})).toEqual({ valid: false, domain: 'sim.test' })
  expect(await dev(simulator, '/state')).toMatchObject({ invalidDomain: true })
  await dev(simulator, '/reset', {})
  expect(await client.call(endpoints.domainRoute, {})).toEqual({ valid: true, domain: 'sim.test' })
  await expect(dev(simulator, '/invalid-domain', { on: 'yes' })).rejects.toThrow(/on must be a boolean/)
})

test('the answer satisfies the contract’s schema as sent over the wire', async () => {
  const response = await createSimulator().fetch(new Request('http://sim.test/wps/system/domainRoute'))
  const { success, value } = (await response.json()) as { success: boolean; value: unknown }
  expect(success).toBe(true)
  expect(domainRouteSchema['~standard'].validate(value)).toMatchObject({
    value: { valid: true, domain: 'sim.test' },
  })
})
