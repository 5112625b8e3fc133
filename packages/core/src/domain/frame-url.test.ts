import { describe, expect, test } from 'vitest'
import { frameSandbox, frameUrl } from './frame-url'

const cdns = () => ({
  image: ['https://img.cdn.test/art'],
  launch: ['https://play.cdn.test', '//lotto.test'],
})
const https = { cdns, pageOrigin: 'https://portal.test' }
const http = {
  cdns: () => ({ image: [], launch: ['http://127.0.0.1:4100/sim/launch'] }),
  pageOrigin: 'http://127.0.0.1:5173',
}

describe('frameUrl', () => {
  test.each([
    ['https://play.cdn.test/game/PG?t=1', 'https://play.cdn.test/game/PG?t=1'],
    ['https://play.cdn.test:8443/game', 'https://play.cdn.test:8443/game'],
    ['https://img.cdn.test/lobby', 'https://img.cdn.test/lobby'],
    ['//lotto.test/bet', 'https://lotto.test/bet'],
  ])('an https page frames %j on a listed host', (raw, framed) => expect(frameUrl(raw, https)).toBe(framed))

  test.each([
    ['a host off the lists', 'https://evil.test/game'],
    ['a listed host as a sub-domain of another', 'https://play.cdn.test.evil.test/'],
    ['http on an https page', 'http://play.cdn.test/game'],
    ['javascript', 'javascript:parent.alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a path on the portal, not a listed host', '/sim/play/1'],
  ])('an https page refuses %s', (_name, raw) => expect(frameUrl(raw, https)).toBeNull())

  test("an http page (development) frames http only on its own origin, where it proxies the simulator's pages", () => {
    expect(frameUrl('http://127.0.0.1:5173/sim/play/ab', http)).toBe('http://127.0.0.1:5173/sim/play/ab')
    expect(frameUrl('/sim/play/ab', http)).toBe('http://127.0.0.1:5173/sim/play/ab')
    // The listed host on another port (the simulator's own listener), or off the lists: refused.
    expect(frameUrl('http://127.0.0.1:4100/sim/play/ab', http)).toBeNull()
    expect(frameUrl('http://localhost:5173/sim/play/ab', http)).toBeNull()
    // A listed vendor host in clear text, even from an http page: refused; over https: framed.
    const vendors = {
      ...http,
      cdns: () => ({ image: [], launch: ['http://127.0.0.1:4100', '//play.cdn.test'] }),
    }
    expect(frameUrl('http://play.cdn.test/game', vendors)).toBeNull()
    expect(frameUrl('https://play.cdn.test/game', vendors)).toBe('https://play.cdn.test/game')
  })

  test('nothing is framed before the status call has named hosts', () => {
    expect(
      frameUrl('https://play.cdn.test/game', { ...https, cdns: () => ({ image: [], launch: [] }) }),
    ).toBeNull()
  })
})

describe('frameSandbox', () => {
  test('a vendor on its own origin keeps its storage: allow-same-origin', () => {
    expect(frameSandbox('https://play.cdn.test/game', 'https://portal.test').split(' ')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
    ])
  })

  test('a page on the portal origin never gets allow-same-origin beside allow-scripts', () => {
    for (const url of ['https://portal.test/sim/play/1', '/sim/chat/vip'])
      expect(frameSandbox(url, 'https://portal.test')).toBe('allow-scripts allow-forms allow-popups')
  })
})
