import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import { safeUrl } from './safe-url'

/** Schemes that run script, carry a document of their own, or reach the machine: never a server link. */
const hostileSchemes = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'jar']

/** A hostile scheme as an attacker writes it: odd case, blanks and control characters in and around it. */
const hostileAddress = fc
  .tuple(
    fc.constantFrom(...hostileSchemes),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(fc.constantFrom('', '\t', '\n', '\r', '\u0000', '\u001f'), { minLength: 3, maxLength: 3 }),
    fc.constantFrom('', ' ', '  ', '\u000b', '\f'),
    fc.string({ maxLength: 40 }),
  )
  .map(([scheme, upper, [inside = '', before = '', after = ''], lead, rest]) => {
    const cased = [...scheme].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter))
    cased.splice(1, 0, inside)
    return `${lead}${before}${cased.join('')}${after}:${rest}`
  })

describe('safeUrl', () => {
  test.each([
    ['https://cdn.test/a.png?x=1#top', 'https://cdn.test/a.png?x=1#top'],
    ['http://127.0.0.1:5173/sim/chat/vip', 'http://127.0.0.1:5173/sim/chat/vip'],
    ['  HTTPS://CDN.test/A  ', 'https://cdn.test/A'],
    ['/promotions?tab=1', '/promotions?tab=1'],
    ['//cdn.test/a.png', 'https://cdn.test/a.png'],
    ['/\\evil.test/x', 'https://evil.test/x'],
    ['https://t.me/novaplay', 'https://t.me/novaplay'],
  ])('%j passes as %j', (raw, vetted) => expect(safeUrl(raw)).toBe(vetted))

  test.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://cdn.test/1',
    'file:///etc/passwd',
    'mailto:a@b.test',
    '&#106;avascript:alert(1)',
    'promotions',
    'https://portal.test@evil.test/',
    'https://user:pass@cdn.test/',
    'https://',
    'http:/',
    '',
    '   ',
    42,
    null,
  ])('%j is refused', (raw) => expect(safeUrl(raw)).toBeNull())

  test('no hostile scheme passes, however it is written', () => {
    fc.assert(
      fc.property(hostileAddress, (raw) => {
        expect(safeUrl(raw)).toBeNull()
      }),
      { numRuns: runs.rules },
    )
  })

  test('whatever passes is an http(s) address or a path on the own origin, and passes again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), hostileAddress), (raw) => {
        const vetted = safeUrl(raw)
        if (vetted === null) return
        const url = new URL(vetted, 'https://portal.test')
        expect(['http:', 'https:']).toContain(url.protocol)
        expect(safeUrl(vetted)).toBe(vetted)
      }),
      { numRuns: runs.rules },
    )
  }, 60_000)

  test('web addresses round-trip as the URL parser reads them', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (raw) => {
          expect(safeUrl(raw)).toBe(new URL(raw).href)
        },
      ),
      { numRuns: runs.rules },
    )
  }, 60_000)
})
