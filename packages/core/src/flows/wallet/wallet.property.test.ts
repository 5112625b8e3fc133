import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectWallet } from './wallet.connect'
import { walletMachine } from './wallet.machine'
import type { WalletBalances, WalletContext } from './wallet.types'

const answer = (main: bigint, pg: bigint): WalletBalances => ({
  single: false,
  main: money(main),
  currencySymbol: '$',
  wallets: [{ vassalage: 'PG', name: 'PG Soft', balance: money(pg), maintenance: false }],
})
const outputs = [
  answer(10_000n, 0n),
  answer(7_000n, 3_000n),
  { single: true, main: money(5n), currencySymbol: '$', wallets: [] },
]

describe('wallet properties over random refreshes, retries and answers', () => {
  test('one load at a time; what shows is the last answer; a failure never hides balances already shown', async () => {
    const visits = await checkMachine({
      machine: walletMachine.provide({ actors: { followMoney: fromCallback(() => {}) } }),
      keepActors: ['followMoney'],
      events: fc.constantFrom({ type: 'wallet.refresh' }, { type: 'wallet.retry' }),
      outputs: { loadWallets: outputs },
      errors: { loadWallets: [new ApiError({ kind: 'network', endpoint: 'allWalletBalances' })] },
      check: ({ before, after, pending, answered }) => {
        const was = before.context as WalletContext
        const is = after.context as WalletContext
        expect(pending.filter((call) => call.id === 'loadWallets').length).toBeLessThanOrEqual(1)
        if (answered?.ok) expect(is.balances).toBe(answered.value)
        else if (was.balances) expect(is.balances).toBe(was.balances)
        const view = connectWallet(after as never)
        if (is.balances) {
          expect(view.status).toBe('ready')
          const sum = is.balances.wallets.reduce(
            (total, row) => total + row.balance.minor,
            is.balances.main.minor,
          )
          expect(view.total?.minor).toBe(sum)
          if (is.balances.single) expect(view.wallets).toEqual([])
        } else expect(view.status).toBe(after.matches('failed') ? 'failed' : 'loading')
      },
    })
    expect(visited(visits, 'failed')).toBe(true)
    expect(visited(visits, 'ready')).toBe(true)
  }, 120_000)
})
