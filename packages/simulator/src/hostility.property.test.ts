import { type Endpoint, endpoints, headerNames } from '@portal/core'
import { runs } from '@portal/core/dev'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'

/** Names that an object look-up by a caller's text would find on Object.prototype. */
const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']
const prototypeName = fc.constantFrom(...prototypeNames)
const rows = Object.values(endpoints) as Endpoint[]

interface Shape {
  entries?: Record<string, unknown>
  wrapped?: unknown
}
function fieldsOf(row: Endpoint): string[] {
  let shape = row.request as unknown as Shape
  while (shape.wrapped) shape = shape.wrapped as Shape
  return Object.keys(shape.entries ?? {})
}

/** Valid values for the fields most calls share, so a hostile name in one field reaches the handler's look-ups. */
const samples: Readonly<Record<string, unknown>> = {
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-31T00:00:00.000Z',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-31T00:00:00.000Z',
  page: 1,
  size: 10,
  pageNum: 1,
  pageSize: 10,
  amount: '10',
  quantity: 1,
  count: 1,
  expiresInHours: 1,
  lang: 'EN',
}

/** A request for the row: each field a prototype name or, where one is known, a valid value. */
const hostileRequest = (row: Endpoint) =>
  fc.tuple(
    ...fieldsOf(row).map((field) =>
      fc.tuple(
        fc.constant(field),
        Object.hasOwn(samples, field) ? fc.oneof(prototypeName, fc.constant(samples[field])) : prototypeName,
      ),
    ),
  )

/** JSON text whose keys are all own keys, `__proto__` included (an object literal would set the prototype). */
const jsonOf = (pairs: [string, unknown][]) =>
  `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`

test('no request with prototype-named keys or values gets a 500, and nothing is polluted', async () => {
  const simulator = createSimulator()
  const client = testClient(simulator)
  const token = await signIn(client, 'member01', demoPassword)
  const before = Object.getOwnPropertyNames(Object.prototype).sort()
  const failures: string[] = []
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...rows).chain((row) => fc.tuple(fc.constant(row), hostileRequest(row))),
      fc.array(fc.tuple(prototypeName, fc.oneof(prototypeName, fc.constant({ polluted: true }))), {
        maxLength: 3,
      }),
      fc.boolean(),
      async ([row, fields], extra, signedIn) => {
        const pairs: [string, unknown][] = [...fields, ...extra]
        const headers: Record<string, string> = { 'Content-Type': 'application/json' }
        if (signedIn) headers[headerNames.token] = token
        let url = `http://sim.test${row.path}`
        let body: string | undefined
        if (row.method === 'GET')
          url += `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&')}`
        else if (row.encrypted) {
          headers[headerNames.encryption] = 'rsa-aes-gcm'
          body = JSON.stringify(await client.encryptor.encrypt(jsonOf(pairs)))
        } else if (row.form) {
          headers['Content-Type'] = 'application/x-www-form-urlencoded'
          body = pairs
            .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
            .join('&')
        } else body = jsonOf(pairs)
        const response = await simulator.fetch(new Request(url, { method: row.method, headers, body }))
        const text = await response.text()
        if (response.status >= 500) failures.push(`${row.name} ${jsonOf(pairs)} → ${response.status} ${text}`)
        expect(response.status).toBeLessThan(500)
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      },
    ),
    { numRuns: runs.hostileRequests },
  )
  expect(failures).toEqual([])
}, 120_000)
