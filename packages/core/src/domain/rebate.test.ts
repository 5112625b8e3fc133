import { expect, test } from 'vitest'
import { type Rebate, rebateFor } from './rebate'

test.each<[string, Rebate]>([
  ['LOTT', { rate: 0.01 }],
  ['ELOTT', { rate: 0.01 }],
  ['PVP', { rate: null }],
  ['FISH', { rate: 0.01 }],
  ['RNG', { rate: 0.012 }],
  ['LIVE', { rate: 0.008 }],
  ['SPORTS', { rate: 0.01 }],
  ['ESPORTS', { rate: 0.01 }],
  ['COCKFIGHT', { rate: null }],
  ['', { rate: null }],
  ['rng', { rate: null }],
  ['toString', { rate: null }],
  ['__proto__', { rate: null }],
])('%j', (gameType, rebate) => {
  expect(rebateFor(gameType)).toEqual(rebate)
})
