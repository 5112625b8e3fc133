import { describe, expect } from 'vitest'
import { type AnyMachineSnapshot, fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectWallet } from './wallet.connect'
import { walletMachine } from './wallet.machine'
import type { WalletBalances, WalletContext } from './wallet.types'

const wallet = (vassalage: string, minor: bigint, maintenance = false) => ({
  vassalage,
  name: vassalage,
  balance: money(minor),
  maintenance,
})
const multi: WalletBalances = {
  single: false,
  main: money(10_000n),
  currencySymbol: '$',
  wallets: [wallet('PG', 2_500n), wallet('SBO', 500n, true), wallet('EVO', 0n)],
}
const single: WalletBalances = { single: true, main: money(700n), currencySymbol: '$', wallets: [] }
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletContext
const view = (snapshot: AnyMachineSnapshot) => connectWallet(snapshot as never)

describe('wallet model', () => {
  testModel(walletMachine.provide({ actors: { followMoney: fromCallback(() => {}) } }), {
    events: () => [{ type: 'wallet.refresh' }, { type: 'wallet.retry' }],
    keepActors: ['followMoney'],
    outputs: { loadWallets: [multi, single] },
    errors: { loadWallets: [new ApiError({ kind: 'timeout', endpoint: 'allWalletBalances' })] },
    rules: {
      'wallet.refresh': ({ before, after }) => {
        // The balances stay on show while they load again.
        expect(contextOf(after).balances).toBe(contextOf(before).balances)
        expect(after.matches('loading')).toBe(true)
        expect(view(after).refreshing).toBe(contextOf(before).balances !== null)
      },
      'wallet.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.done.actor.loadWallets': ({ after, event }) => {
        const loaded = event.output as WalletBalances
        const shown = view(after)
        expect(shown).toMatchObject({
          status: 'ready',
          refreshing: false,
          failure: null,
          single: loaded.single,
        })
        expect(shown.wallets).toEqual(loaded.wallets)
        if (loaded.single) {
          expect(shown.total).toEqual(money(700n))
          expect(shown.canCollect).toBe(false)
        } else {
          // Main and every vendor wallet; the one in maintenance is counted but not collected.
          expect(shown.total).toEqual(money(13_000n))
          expect(shown.canCollect).toBe(true)
        }
      },
      'xstate.error.actor.loadWallets': ({ before, after }) => {
        const shown = view(after)
        expect(shown.failure).toMatchObject({ code: 'network', kind: 'timeout' })
        // Balances loaded before stay on show beside the failure; with none, the page says it failed.
        expect(shown.status).toBe(contextOf(before).balances ? 'ready' : 'failed')
      },
    },
  })
})

testTransitionCoverage(walletMachine)
