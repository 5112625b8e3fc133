import { endpoints } from '@portal/core'
import { runs } from '@portal/core/dev'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'

const rows = Object.values(endpoints)

describe('bad requests', () => {
  test('any body, query or header junk on any route gets an envelope, never a crash', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const token = await signIn(client, 'member01', 'Demo1234')
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rows),
        fc.oneof(fc.json(), fc.string(), fc.constant('')),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string()),
        fc.boolean(),
        fc.boolean(),
        async (row, body, query, withToken, claimEncrypted) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json' }
          if (withToken) headers['X-Session-Token'] = token
          if (claimEncrypted) headers['X-Encryption'] = 'rsa-aes-gcm'
          const url = new URL(row.path, 'http://sim.test')
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
          const response = await simulator.fetch(
            new Request(url, { method: row.method, headers, ...(row.method === 'GET' ? {} : { body }) }),
          )
          expect(response.status).not.toBe(500)
          const envelope = (await response.json()) as { success: boolean; code?: string }
          expect(typeof envelope.success).toBe('boolean')
          if (response.status === 400) expect(envelope.code).toBe('bad_request')
        },
      ),
      { numRuns: runs.rules },
    )
  })

  test('a wrong field type is a 400 bad_request naming the field', async () => {
    const response = await createSimulator().fetch(
      new Request('http://sim.test/wps/verification/sms/noLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNum: 912345678 }),
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('mobileNum'),
    })
  })

  test('a handler that throws answers a 500 envelope', async () => {
    const simulator = createSimulator()
    simulator.app.get('/wps/boom', () => {
      throw new Error('boom')
    })
    const response = await simulator.fetch(new Request('http://sim.test/wps/boom'))
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ success: false, code: 'server_error' })
  })
})
