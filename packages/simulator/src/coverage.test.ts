import { endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'

test('every row of the contract has a handler: no call of the portal answers not_found', async () => {
  const simulator = createSimulator()
  const unserved: string[] = []
  for (const [name, row] of Object.entries(endpoints)) {
    const response = await simulator.fetch(new Request(`http://sim.test${row.path}`, { method: row.method }))
    const envelope = (await response.json()) as { code?: string }
    if (envelope.code === 'not_found') unserved.push(name)
  }
  expect(unserved).toEqual([])
})
