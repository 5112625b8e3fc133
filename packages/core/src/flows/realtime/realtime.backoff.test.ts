import { expect, test } from 'vitest'
import { backoffCapMs, backoffDelay } from './realtime.backoff'

test('the delay doubles with each failure, jittered within its upper half, and stops at the cap', () => {
  expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, 0))).toEqual([500, 1000, 2000, 4000])
  expect(backoffDelay(0, 0.999)).toBe(1000)
  expect(backoffDelay(50, 1)).toBe(backoffCapMs)
  expect(backoffDelay(50, 0)).toBe(backoffCapMs / 2)
})

test('a random source out of its contract still gives a finite delay', () => {
  for (const random of [Number.NaN, -1, 7, Number.POSITIVE_INFINITY])
    expect(Number.isFinite(backoffDelay(2, random))).toBe(true)
})
