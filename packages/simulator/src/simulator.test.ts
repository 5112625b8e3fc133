import { expect, test } from 'vitest'
import { createSimulator } from './index'
import { listen } from './node'

test('answers in-process and over HTTP alike', async () => {
  const simulator = createSimulator()
  const inProcess = await simulator.fetch(new Request('http://sim/wps/session/key/rsa'))
  const server = await listen(simulator)
  try {
    const overHttp = await fetch(`${server.url}/wps/session/key/rsa`)
    expect(await overHttp.json()).toEqual(await inProcess.json())
  } finally {
    await server.close()
  }
})

test('unknown paths get a 404 envelope', async () => {
  const response = await createSimulator().fetch(new Request('http://sim/wps/nowhere'))
  expect(response.status).toBe(404)
  expect(await response.json()).toMatchObject({ success: false, code: 'not_found' })
})

test('sends no CORS headers: a page on another origin cannot read its answers', async () => {
  const simulator = createSimulator()
  const preflight = await simulator.fetch(
    new Request('http://sim/__sim/state', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://evil.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-session-token',
      },
    }),
  )
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  for (const path of ['/__sim/state', '/wps/session/key/rsa']) {
    const response = await simulator.fetch(
      new Request(`http://sim${path}`, { headers: { Origin: 'http://evil.example' } }),
    )
    expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
  }
})
