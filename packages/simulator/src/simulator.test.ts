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

test('answers CORS preflights, so pages on other origins can call it with the portal headers', async () => {
  const response = await createSimulator().fetch(
    new Request('http://sim/wps/member/info', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:6006',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-session-token,x-language',
      },
    }),
  )
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('access-control-allow-headers')).toBe('x-session-token,x-language')
})
