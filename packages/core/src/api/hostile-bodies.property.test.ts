import fc from 'fast-check'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { runs } from '../dev/runs'
import { createApiClient } from './client'
import { type EndpointName, endpoints } from './endpoints'
import { ApiError, type ApiErrorKind } from './errors'
import { createHttpTransport } from './http-transport'

/**
 * Issue #12: hostile response bodies through the real transport (ky over a scripted fetch), the envelope and
 * every row's valibot schema. Whatever the server (or a proxy, or a broken connection) sends, a call ends in
 * validated data or a typed ApiError, never an untyped throw and never a polluted prototype.
 */
const rows = Object.values(endpoints)

/** Rows with real response schemas and a valid sample: near misses of these test the schemas themselves. */
const names = [
  'systemStatus',
  'memberInfo',
  'walletBalance',
  'registerSettings',
  'countryCodes',
  'gameVendors',
  'favoriteGames',
  'winnerBoard',
  'captcha',
  'unreadCount',
] as const satisfies readonly EndpointName[]

/** Valid values, so the property also sees answers that should pass, and near misses of them. */
const samples: Record<(typeof names)[number], unknown> = {
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.9' },
    info: {
      resources: [],
      whitelabelVal: [{ modId: 'FREEPLAY3', enabled: '1' }],
      imageCDNs: [],
      launchGameCDNs: [],
    },
  },
  memberInfo: { id: 1, account: 'alice', type: '4' },
  walletBalance: { balance: '12.5', currencySymbol: '$' },
  registerSettings: {
    username: { enabled: '1', required: true, patternId: 1, acceptedPattern: '*', min: 6, max: 12 },
  },
  countryCodes: [{ countryCode: 'TW', countryDialingCode: '886' }],
  gameVendors: { data: { lanes: [{ title: 'LIVE', cards: [{ vassalage: 'AG', gameType: 'LIVE' }] }] } },
  favoriteGames: ['1', 2],
  winnerBoard: { list: [{ vo: { winAmount: '10.50' } }] },
  captcha: 'data:image/png;base64,AAAA',
  unreadCount: 3,
}

/** A sample with one spot, at any depth, replaced by arbitrary JSON. */
function nearMiss(value: unknown, replacement: unknown, path: readonly number[]): unknown {
  const [step, ...rest] = path
  if (step === undefined || typeof value !== 'object' || value === null) return replacement
  const keys = Object.keys(value)
  const key = keys[step % Math.max(keys.length, 1)]
  if (key === undefined) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>
  copy[key] = nearMiss((value as Record<string, unknown>)[key], replacement, rest)
  return copy
}

/** Statuses a Response may carry a body with. */
const status = fc.oneof(
  { arbitrary: fc.constant(200), weight: 3 },
  fc.constantFrom(401, 403, 404, 500, 502),
  fc.integer({ min: 200, max: 599 }).filter((code) => ![204, 205, 304].includes(code)),
)

const json = fc.jsonValue({ maxDepth: 4 })
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'success', 'value', 'toString')
const sampleOf = (name: string) => (samples as Record<string, unknown>)[name]

/** Bodies any row may get: junk, wrong envelopes, wrong types, pollution, huge, deep, cut short, not JSON. */
const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  fc
    .record({ success: fc.boolean(), value: json, message: fc.option(json), code: fc.option(json) })
    .map((e) => JSON.stringify(e)),
  // The envelope's own fields with the wrong types.
  fc
    .record({
      success: fc.constantFrom('true', 1, null, 'false', 0),
      value: json,
      code: fc.constantFrom('unauthorized', 42, null),
    })
    .map((e) => JSON.stringify(e)),
  json.map((value) => `{"success":false,"code":"unauthorized","value":${JSON.stringify(value)}}`),
  json.map((value) => `{"success":true,"value":${JSON.stringify(value)}}`),
  fc
    .tuple(hostileKey, json, json)
    .map(
      ([key, a, b]) =>
        `{"${key}":${JSON.stringify(a)},"success":true,"value":{"${key}":${JSON.stringify(b)}}}`,
    ),
  json.map(
    (value) => `{"success":true,"value":{"__proto__":{"polluted":true},"list":${JSON.stringify(value)}}}`,
  ),
  json.map(
    (value) =>
      `{"success":true,"value":[{"constructor":{"prototype":{"polluted":true}}},${JSON.stringify(value)}]}`,
  ),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.uint8Array({ maxLength: 512 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '<!doctype html><title>502 Bad Gateway</title>',
    '\uFEFF{}',
  ),
  fc.integer({ min: 10_000, max: 100_000 }).map((n) => `{"success":true,"value":"${'x'.repeat(n)}"}`),
  fc.integer({ min: 1, max: 400 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc
    .integer({ min: 1, max: 1000 })
    .map((n) => `{"success":true,"value":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
)

/** A body cut short: what a dropped connection or a proxy's limit leaves. */
const truncated = (payload: string) =>
  fc.nat(Math.max(payload.length - 1, 0)).map((cut) => payload.slice(0, cut))

const answer = (name: EndpointName): fc.Arbitrary<string | Uint8Array> => {
  const sample = sampleOf(name)
  if (sample === undefined) return body
  const valid = JSON.stringify({ success: true, value: sample })
  return fc.oneof(
    fc.constant(valid),
    fc
      .tuple(json, fc.array(fc.nat(), { maxLength: 4 }))
      .map(([replacement, path]) =>
        JSON.stringify({ success: true, value: nearMiss(sample, replacement, path) }),
      ),
    truncated(valid),
    body,
  )
}

/** How the bytes arrive: whole, or a stream that breaks part way (a socket closed mid-response). */
type Delivery = 'whole' | 'broken-stream' | 'fetch-throws'
const delivery = fc.oneof(
  { arbitrary: fc.constant<Delivery>('whole'), weight: 8 },
  fc.constantFrom<Delivery>('broken-stream', 'fetch-throws'),
)

function respond(payload: string | Uint8Array, code: number, how: Delivery): Response {
  if (how === 'fetch-throws') throw new TypeError('fetch failed')
  if (how === 'whole') return new Response(payload, { status: code })
  const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)))
      controller.error(new TypeError('socket hang up'))
    },
  })
  return new Response(stream, { status: code })
}

const kinds: readonly ApiErrorKind[] = [
  'network',
  'timeout',
  'http',
  'unauthorized',
  'business',
  'invalid-response',
  'aborted',
]

/** The wire is what is under test, not the cipher: a stand-in encryptor for the encrypted (E) rows. */
const encryptor = {
  encrypt: async (plaintext: string) => ({ key: 'k', iv: 'i', data: btoa(encodeURIComponent(plaintext)) }),
  encryptText: async (text: string) => btoa(text),
}

it('every hostile body on every row ends in validated data or a typed ApiError, never an untyped throw', async () => {
  const resolved = new Set<string>()
  const failedAs = new Set<ApiErrorKind>()
  await fc.assert(
    fc.asyncProperty(
      fc
        .constantFrom(...rows)
        .chain((row) => fc.tuple(fc.constant(row), status, answer(row.name as EndpointName), delivery)),
      async ([row, code, payload, how]) => {
        const client = createApiClient({
          transport: createHttpTransport({
            baseUrl: 'http://portal.test',
            fetch: async () => respond(payload, code, how),
            // One attempt: retries are the transport's own tests' business; here every body is read once.
            retry: { limit: 0 },
          }),
          context: () => ({ token: 'tok', language: 'EN', merchant: 'M01' }),
          encryptor: encryptor as never,
        })
        const outcome = await client.call(row, undefined as never).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        )
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(ApiError)
          const kind = (outcome.error as ApiError).kind
          expect(kinds).toContain(kind)
          failedAs.add(kind)
          return
        }
        expect(how).toBe('whole')
        const envelope = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload))
        const parsed = v.safeParse(row.response, envelope.value)
        expect(code).toBeLessThan(300)
        expect(envelope.success).toBe(true)
        expect(parsed.success).toBe(true)
        expect(outcome.value).toEqual(parsed.output)
        // A row with a shape strips unknown keys; a row whose shape the spec does not give (`anyValue`) hands
        // the parsed value on as it is, own `__proto__` keys included (JSON.parse makes them plain properties,
        // which pollute nothing: checked below on Object.prototype).
        if (typeof outcome.value === 'object' && outcome.value !== null && sampleOf(row.name) !== undefined)
          expect(Object.hasOwn(outcome.value, '__proto__')).toBe(false)
        resolved.add(row.name)
      },
    ),
    { numRuns: runs.hostileBodies },
  )
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
  // The runs reached the answers that should pass, and each way a call can fail on the wire.
  for (const name of names) expect(resolved).toContain(name)
  for (const kind of ['network', 'http', 'unauthorized', 'business', 'invalid-response'] as const)
    expect(failedAs).toContain(kind)
}, 300_000)
