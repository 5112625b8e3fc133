import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { remediesOf } from './game-launch.rules'

const refused = (code: string, value?: unknown) =>
  new ApiError({ kind: 'business', endpoint: 'launchGame', code, ...(value ? { value } : {}) })

describe('what a refused launch offers', () => {
  test('too little balance: a deposit, and a transfer unless the merchant runs a single wallet', () => {
    expect(remediesOf(refused('insufficient_balance', { balance: 0 }))).toEqual(['deposit', 'transfer'])
    expect(remediesOf(refused('insufficient_balance', { balance: 0, singleWallet: true }))).toEqual([
      'deposit',
    ])
    expect(remediesOf(refused('insufficient_balance', { singleWallet: false }))).toEqual([
      'deposit',
      'transfer',
    ])
  })

  test('any other failure offers nothing (its dialog retries)', () => {
    expect(remediesOf(refused('vendor_maintenance'))).toEqual([])
    expect(remediesOf(new ApiError({ kind: 'network', endpoint: 'launchGame' }))).toEqual([])
    expect(remediesOf(new Error('boom'))).toEqual([])
  })
})
