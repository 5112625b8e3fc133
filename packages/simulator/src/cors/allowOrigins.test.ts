import { expect, test } from 'vitest'
import { createSimulator } from '../simulator'

const page = 'https://brand-b.example'

test('a configured origin may call the platform from the browser, preflight included', async () => {
  const simulator = createSimulator({ allowOrigins: [page] })
  const preflight = await simulator.fetch(
    new Request('http://sim/wps/system/status', {
      method: 'OPTIONS',
      headers: {
        Origin: page,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-merchant',
      },
    }),
  )
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe(page)
  expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-merchant')
  const status = await simulator.fetch(
    new Request('http://sim/wps/system/status', { headers: { Origin: page } }),
  )
  expect(status.status).toBe(200)
  expect(status.headers.get('access-control-allow-origin')).toBe(page)
})

test('no other origin, and never the dev surface, is answered across origins', async () => {
  const simulator = createSimulator({ allowOrigins: [page] })
  const other = await simulator.fetch(
    new Request('http://sim/wps/system/status', { headers: { Origin: 'https://elsewhere.example' } }),
  )
  expect(other.headers.get('access-control-allow-origin')).toBeNull()
  const devSurface = await simulator.fetch(
    new Request('http://sim/__sim/state', { headers: { Origin: page } }),
  )
  expect(devSurface.headers.get('access-control-allow-origin')).toBeNull()
  const plain = await createSimulator().fetch(
    new Request('http://sim/wps/system/status', { headers: { Origin: page } }),
  )
  expect(plain.headers.get('access-control-allow-origin')).toBeNull()
})
