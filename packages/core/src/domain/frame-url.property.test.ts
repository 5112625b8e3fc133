import fc from 'fast-check'
import { expect, test } from 'vitest'
import { runs } from '../dev/runs'
import { frameUrl } from './frame-url'

const listed = ['play.cdn.test', 'img.cdn.test', '127.0.0.1']
const hostOf = fc.constantFrom(...listed, 'evil.test', 'play.cdn.test.evil.test', 'localhost')
const schemeOf = fc.constantFrom(
  'https:',
  'http:',
  'javascript:',
  'data:',
  'ftp:',
  'blob:',
  'HTTP:',
  'java\tscript:',
)
const portOf = fc.constantFrom('', ':5173', ':4100', ':8443')
const raw = fc.oneof(
  fc
    .tuple(schemeOf, hostOf, portOf, fc.webPath())
    .map(([scheme, host, port, path]) => `${scheme}//${host}${port}${path}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
)
const pages = fc.constantFrom('https://portal.test', 'http://127.0.0.1:5173')

test('a framed address is always https on a listed host, or http on an http page its own origin', () => {
  fc.assert(
    fc.property(raw, pages, (address, pageOrigin) => {
      const framed = frameUrl(address, {
        pageOrigin,
        cdns: () => ({
          image: ['https://img.cdn.test'],
          launch: ['//play.cdn.test', 'http://127.0.0.1:4100'],
        }),
      })
      if (framed === null) return
      const url = new URL(framed)
      expect(listed).toContain(url.hostname)
      if (url.protocol === 'http:') {
        expect(pageOrigin.startsWith('http:')).toBe(true)
        expect(url.origin).toBe(pageOrigin)
      } else expect(url.protocol).toBe('https:')
    }),
    { numRuns: runs.rules },
  )
})
