import { assign, fromCallback, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { WalletBalances, WalletContext, WalletEvent } from './wallet.types'

/**
 * The signed-in member's wallets, a session flow and the one owner of the member's money: the main balance (the
 * header's) and every vendor wallet, and whether the merchant runs a single wallet. Loaded when first asked for,
 * again on `wallet.refresh` (a refresh during a load starts it over: the answer on its way may predate the
 * change), and by itself whenever `money.moved` or `member.resync` is announced on the member's events port
 * (`followMoney`). The registry drops it with its member.
 */
export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    children: {} as { loadWallets: 'loadWallets'; followMoney: 'followMoney' },
  },
  actors: {
    loadWallets: notProvided<WalletBalances>('loadWallets'),
    /** Sends `wallet.refresh` when the member's money may have changed (`money.moved`, `member.resync`). */
    followMoney: fromCallback<WalletEvent>(() => {
      throw new Error('followMoney was not provided: create the actor through createWallet()')
    }),
  },
  actions: {
    assignBalances: assign((_, balances: WalletBalances) => ({ balances, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
}).createMachine({
  id: 'wallet',
  context: { balances: null, failure: null },
  invoke: { id: 'followMoney', src: 'followMoney' },
  initial: 'loading',
  states: {
    loading: {
      on: { 'wallet.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: { target: 'ready', actions: { type: 'assignBalances', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: { on: { 'wallet.refresh': 'loading' } },
    failed: { on: { 'wallet.retry': 'loading', 'wallet.refresh': 'loading' } },
  },
})
