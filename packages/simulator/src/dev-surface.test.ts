import { request } from 'node:http'
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
      const response = await fetch(`${server.url}/__sim/state`)
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

/**
 * Issue #31: a page on another site can make a browser on this machine send a form or a text/plain body to any
 * address without a preflight (and the browser's request does come from loopback). The surface takes only
 * JSON changes, and nothing a browser marks as coming from another site.
 */
describe('dev surface: same-origin JSON only', () => {
  const withServer = async (
    run: (url: string, simulator: ReturnType<typeof createSimulator>) => Promise<void>,
  ) => {
    const simulator = createSimulator()
    const server = await listen(simulator)
    try {
      await run(server.url, simulator)
    } finally {
      await server.close()
    }
  }

  test.each([
    ['a form', 'application/x-www-form-urlencoded', 'on=true'],
    ['text/plain holding JSON', 'text/plain', '{"on":true}'],
    ['no content type', null, '{"on":true}'],
  ])('refuses a change sent as %s, and changes nothing', async (_, type, body) =>
    withServer(async (url, simulator) => {
      const headers: Record<string, string> = type ? { 'content-type': type } : {}
      const response = await fetch(`${url}/__sim/maintenance`, { method: 'POST', headers, body })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { code: string }).code).toBe('forbidden')
      expect(simulator.store.state.maintenance.on).toBe(false)
    }),
  )

  test('refuses what a browser marks as another site, reading or changing', async () =>
    withServer(async (url, simulator) => {
      const json = { 'content-type': 'application/json' }
      const crossSite = [
        { Origin: 'http://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
      ]
      for (const headers of crossSite) {
        const read = await fetch(`${url}/__sim/state`, { headers })
        expect(read.status).toBe(403)
        expect(JSON.stringify(await read.json())).not.toContain('Demo1234')
        const write = await fetch(`${url}/__sim/maintenance`, {
          method: 'POST',
          headers: { ...json, ...headers },
          body: '{"on":true}',
        })
        expect(write.status).toBe(403)
      }
      expect(simulator.store.state.maintenance.on).toBe(false)
    }))

  test('takes a JSON change from its own origin, from a page of its own or a tool with no origin', async () =>
    withServer(async (url, simulator) => {
      const json = { 'content-type': 'application/json; charset=utf-8' }
      const sameOrigin = await fetch(`${url}/__sim/maintenance`, {
        method: 'POST',
        headers: { ...json, Origin: url, 'Sec-Fetch-Site': 'same-origin' },
        body: '{"on":true}',
      })
      expect(sameOrigin.status).toBe(200)
      expect(simulator.store.state.maintenance.on).toBe(true)
      const tool = await fetch(`${url}/__sim/maintenance`, {
        method: 'POST',
        headers: json,
        body: '{"on":false}',
      })
      expect(tool.status).toBe(200)
      expect(simulator.store.state.maintenance.on).toBe(false)
    }))
})

/** GET `path` exactly as written: fetch would resolve its dot segments before sending, as browsers do. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${url}/`, { path }, (answer) => {
      let body = ''
      answer.on('data', (chunk) => {
        body += String(chunk)
      })
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    call.on('error', reject)
    call.end()
  })
}

/**
 * Issue #31: the dev and preview proxies forward `/sim/*` as written, from loopback; the simulator's URL parser
 * resolved `/sim/../__sim/state` to the dev surface. A climbing path is refused before any route sees it.
 */
test('a path that climbs out of a proxied prefix is refused, plain or percent-encoded', async () => {
  const server = await listen(createSimulator())
  try {
    for (const path of [
      '/sim/../__sim/state',
      '/sim/%2e%2e/__sim/state',
      '/sim/%2E./__sim/state',
      '/wps/./../__sim/state',
      '/sim/..',
    ]) {
      const { status, body } = await rawGet(server.url, path)
      expect(status, path).toBe(400)
      expect(body).not.toContain('Demo1234')
    }
    expect((await rawGet(server.url, '/wps/session/key/rsa')).status).toBe(200)
    expect((await rawGet(server.url, '/__sim/state')).status).toBe(200)
  } finally {
    await server.close()
  }
})
