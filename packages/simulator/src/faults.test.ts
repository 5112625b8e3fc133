import { get } from 'node:http'
import { ApiError, endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { listen } from './listen'
import { createSimulator } from './simulator'
import { testClient } from './testing/client'
import { dev } from './testing/dev'

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  return error instanceof ApiError ? error.kind : `not an ApiError: ${String(error)}`
}

describe('dev faults', () => {
  test('http500 answers a 500 envelope once, then the call works again', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await dev(simulator, '/faults', { kind: 'http500', path: '/wps/system/status' })
    expect(await kindOf(client.call(endpoints.systemStatus, {}))).toBe('http')
    await expect(client.call(endpoints.systemStatus, {})).resolves.toMatchObject({ maintenance: false })
  })

  test('a fault for one path leaves the others alone, and `times` counts its hits', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await dev(simulator, '/faults', { kind: 'malformed-json', path: '/wps/system/status', times: 2 })
    await expect(client.call(endpoints.rsaPublicKey, {})).resolves.toHaveProperty('publicKey')
    expect(await kindOf(client.call(endpoints.systemStatus, {}))).toBe('invalid-response')
    expect(await kindOf(client.call(endpoints.systemStatus, {}))).toBe('invalid-response')
    await expect(client.call(endpoints.systemStatus, {})).resolves.toHaveProperty('info')
  })

  test('drop cuts the connection mid-body over real HTTP', async () => {
    const simulator = createSimulator()
    const server = await listen(simulator)
    try {
      await dev(simulator, '/faults', { kind: 'drop' })
      expect(await kindOf(testClient(server.url).call(endpoints.systemStatus, {}))).toBe('network')
    } finally {
      await server.close()
    }
  })

  test('drop closes the socket after the status and a first chunk', async () => {
    const simulator = createSimulator()
    const server = await listen(simulator)
    try {
      await dev(simulator, '/faults', { kind: 'drop', path: '/wps/system/status' })
      const { status, received, complete } = await new Promise<{
        status: number | undefined
        received: string
        complete: boolean
      }>((resolve, reject) => {
        get(`${server.url}/wps/system/status`, (response) => {
          let received = ''
          response.on('data', (chunk) => {
            received += chunk
          })
          response.on('close', () =>
            resolve({ status: response.statusCode, received, complete: response.complete }),
          )
        }).on('error', reject)
      })
      expect(status).toBe(200)
      expect(received).toBe('{"success":true,')
      expect(complete).toBe(false)
    } finally {
      await server.close()
    }
  })

  test('slow answers for real, late: a client with a shorter budget times out, a patient one gets it', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/faults', { kind: 'slow', ms: 300, path: '/wps/system/status', times: 2 })
    expect(await kindOf(testClient(simulator, { timeoutMs: 100 }).call(endpoints.systemStatus, {}))).toBe(
      'timeout',
    )
    const started = performance.now()
    await expect(
      testClient(simulator, { timeoutMs: 2000 }).call(endpoints.systemStatus, {}),
    ).resolves.toHaveProperty('info')
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  test('a slow call the client gave up on is never carried out', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/faults', { kind: 'slow', ms: 2_000, path: '/wps/verification/sms/noLogin' })
    const call = testClient(simulator, { timeoutMs: 100 }).call(endpoints.smsCodeNoLogin, {
      mobileNum: '912345678',
      countryDialingCode: '84',
    })
    expect(await kindOf(call)).toBe('timeout')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(simulator.store.state.smsOutbox).toEqual([])
  })

  test('slow waits past the portal budget unless told, and ms belongs to slow only', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/faults', { kind: 'slow' })
    expect(simulator.store.state.faults[0]?.delayMs).toBeGreaterThan(15_000)
    await expect(dev(simulator, '/faults', { kind: 'drop', ms: 5 })).rejects.toThrow(/ms is the delay/)
  })

  test('timeout never answers, so the client times out', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/faults', { kind: 'timeout' })
    expect(await kindOf(testClient(simulator, { timeoutMs: 100 }).call(endpoints.systemStatus, {}))).toBe(
      'timeout',
    )
  })

  test('over real HTTP a timeout ends when the client gives up, so the server still closes', async () => {
    const simulator = createSimulator()
    const server = await listen(simulator)
    await dev(simulator, '/faults', { kind: 'timeout' })
    expect(await kindOf(testClient(server.url, { timeoutMs: 100 }).call(endpoints.systemStatus, {}))).toBe(
      'timeout',
    )
    await server.close()
  })

  test('latency delays every API answer', async () => {
    const simulator = createSimulator()
    await dev(simulator, '/latency', { ms: 120 })
    const started = performance.now()
    await testClient(simulator).call(endpoints.rsaPublicKey, {})
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })

  test('unknown fault kinds are refused, reset clears faults', async () => {
    const simulator = createSimulator()
    await expect(dev(simulator, '/faults', { kind: 'meteor' })).rejects.toThrow(/kind must be/)
    await dev(simulator, '/faults', { kind: 'http500', times: 5 })
    await dev(simulator, '/reset', {})
    await expect(testClient(simulator).call(endpoints.rsaPublicKey, {})).resolves.toHaveProperty('publicKey')
  })
})
