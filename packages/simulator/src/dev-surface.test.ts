import { describe, expect, test } from 'vitest'
import { createSimulator } from './index'
import { listen } from './node'
import type { NodeBindings } from './node-bindings'

/** What `@hono/node-server` passes for a request from `remoteAddress`. */
const from = (remoteAddress: string): NodeBindings => ({
  incoming: { socket: { remoteAddress, destroy: () => undefined } },
})

describe('dev surface access', () => {
  test('answers a caller on loopback over real HTTP, without a CORS header', async () => {
    const server = await listen(createSimulator())
    try {
      const response = await fetch(`${server.url}/__sim/state`, {
        headers: { Origin: 'http://evil.example' },
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { success: boolean }).success).toBe(true)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await server.close()
    }
  })

  test.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers loopback %s',
    async (address) => {
      const response = await createSimulator().fetch(new Request('http://sim/__sim/state'), from(address))
      expect(response.status).toBe(200)
    },
  )

  test.each(['192.168.1.20', '10.0.0.5', '203.0.113.7', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1'])(
    'refuses %s, reading or changing, and changes nothing',
    async (address) => {
      const simulator = createSimulator()
      const read = await simulator.fetch(new Request('http://sim/__sim/state'), from(address))
      expect(read.status).toBe(403)
      expect(JSON.stringify(await read.json())).not.toContain('Demo1234')
      const write = await simulator.fetch(
        new Request('http://sim/__sim/maintenance', {
          method: 'POST',
          body: JSON.stringify({ on: true }),
          headers: { 'Content-Type': 'application/json' },
        }),
        from(address),
      )
      expect(write.status).toBe(403)
      expect(simulator.store.state.maintenance.on).toBe(false)
    },
  )

  test('the API itself still answers callers from anywhere', async () => {
    const response = await createSimulator().fetch(
      new Request('http://sim/wps/session/key/rsa'),
      from('203.0.113.7'),
    )
    expect(response.status).toBe(200)
  })
})
