import { expect, test } from 'vitest'
import { seedState } from './store'

const plain = (seed: number) =>
  JSON.parse(
    JSON.stringify(seedState(seed, Date.parse('2026-06-01T00:00:00Z')), (_key, value) =>
      value instanceof Map ? [...value] : value,
    ),
  )

test('the same seed gives the same world, another seed another one', () => {
  expect(plain(7)).toEqual(plain(7))
  expect(plain(7).members).not.toEqual(plain(8).members)
})
