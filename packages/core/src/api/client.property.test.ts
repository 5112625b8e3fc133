import fc from 'fast-check'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { runs } from '../dev/runs'
import { createApiClient } from './client'
import { type EndpointName, endpoints } from './endpoints'
import { ApiError } from './errors'
import { createHttpTransport } from './http-transport'

/** Rows with real response schemas: the ones where unvalidated data could slip through. */
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
  fc.integer({ min: 200, max: 599 }).filter((code) => ![204, 205, 304].includes(code)),
)

const json = fc.jsonValue({ maxDepth: 6 })
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'success', 'value', 'toString')

const answer = (name: (typeof names)[number]): fc.Arbitrary<string | Uint8Array> =>
  fc.oneof(
    fc.constant(JSON.stringify({ success: true, value: samples[name] })),
    fc
      .tuple(json, fc.array(fc.nat(), { maxLength: 4 }))
      .map(([replacement, path]) =>
        JSON.stringify({ success: true, value: nearMiss(samples[name], replacement, path) }),
      ),
    body,
  )

const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  fc
    .record({ success: fc.boolean(), value: json, message: fc.option(json), code: fc.option(json) })
    .map((e) => JSON.stringify(e)),
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
  fc.string(),
  fc.uint8Array({ maxLength: 512 }),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => `{"success":true,"value":"${'x'.repeat(n)}"}`),
  fc.integer({ min: 1, max: 400 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
)

it('rejects hostile responses with an ApiError, or resolves only with validated data', async () => {
  const resolved = new Set<string>()
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), status, answer(name))),
      async ([name, code, payload]) => {
        const client = createApiClient({
          transport: createHttpTransport({
            baseUrl: 'http://portal.test',
            fetch: async () => new Response(payload, { status: code }),
            retry: { limit: 1, delayMs: () => 0 },
          }),
          context: () => ({ token: 'tok', language: 'EN', merchant: 'M01' }),
        })
        const outcome = await client.call(endpoints[name], undefined).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        )
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(ApiError)
          return
        }
        const envelope = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload))
        const parsed = v.safeParse(endpoints[name].response, envelope.value)
        expect(code).toBeLessThan(300)
        expect(envelope.success).toBe(true)
        expect(parsed.success).toBe(true)
        expect(outcome.value).toEqual(parsed.output)
        if (typeof outcome.value === 'object' && outcome.value !== null)
          expect(Object.hasOwn(outcome.value, '__proto__')).toBe(false)
        resolved.add(name)
      },
    ),
    { numRuns: runs.hostileBodies },
  )
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect([...resolved].sort()).toEqual([...names].sort())
}, 120_000)
