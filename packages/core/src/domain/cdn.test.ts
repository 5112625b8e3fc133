import { describe, expect, test } from 'vitest'
import { imageUrl, launchUrl, pickHost } from './cdn'

const fixed = (value: number) => () => value

describe('pickHost', () => {
  const hosts = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn']
  test.each<[string, readonly string[], number, string | undefined]>([
    ['empty list', [], 0.5, undefined],
    ['empty list, zero', [], 0, undefined],
    ['single host', ['https://only.cdn'], 0.99, 'https://only.cdn'],
    ['lowest value picks the first', hosts, 0, 'https://a.cdn'],
    ['middle', hosts, 0.5, 'https://b.cdn'],
    ['just below a third', hosts, 0.333, 'https://a.cdn'],
    ['highest value picks the last', hosts, 0.9999, 'https://c.cdn'],
    ['a faulty 1 still picks the last', hosts, 1, 'https://c.cdn'],
  ])('%s', (_name, list, random, expected) => {
    expect(pickHost(list, fixed(random))).toBe(expected)
  })
})

describe('imageUrl', () => {
  test.each<[string, string, readonly string[], string]>([
    ['plain join', 'img/AG/RNG.png', ['https://cdn.test'], 'https://cdn.test/img/AG/RNG.png'],
    ['host with trailing slash', 'img/a.png', ['https://cdn.test/'], 'https://cdn.test/img/a.png'],
    ['path with leading slash', '/img/a.png', ['https://cdn.test'], 'https://cdn.test/img/a.png'],
    ['repeated slashes on the host', '/img/a.png', ['https://cdn.test//'], 'https://cdn.test/img/a.png'],
    ['host with a base path', 'a.png', ['https://cdn.test/assets/'], 'https://cdn.test/assets/a.png'],
    ['no hosts: same origin', 'img/a.png', [], '/img/a.png'],
    ['no hosts, leading slash', '/img/a.png', [], '/img/a.png'],
    ['absolute path is kept', 'https://other.test/a.png', ['https://cdn.test'], 'https://other.test/a.png'],
    ['protocol-relative path is kept', '//other.test/a.png', ['https://cdn.test'], '//other.test/a.png'],
    ['empty path', '', ['https://cdn.test'], 'https://cdn.test/'],
  ])('%s', (_name, path, hosts, expected) => {
    expect(imageUrl(path, hosts, fixed(0))).toBe(expected)
  })
})

describe('launchUrl', () => {
  const hosts = {
    cdns: () => ({ image: ['https://img.cdn'], launch: ['https://play.cdn'] }),
    random: fixed(0),
  }

  test('a path goes on a launch host, not an image host', () => {
    expect(launchUrl('/game/PG?token=t', hosts)).toBe('https://play.cdn/game/PG?token=t')
  })

  test('an absolute address is kept', () => {
    expect(launchUrl('https://vendor.test/play', hosts)).toBe('https://vendor.test/play')
  })
})
