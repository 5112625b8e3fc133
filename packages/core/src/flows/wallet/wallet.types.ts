import type { VendorWallet } from '../../api/schemas/wallets'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'

/** What one load of the wallets answers: the merchant's mode and every balance. */
export interface WalletBalances {
  /** The merchant wallet's `isSingle`: no vendor wallets, games draw on the main balance (spec §4). */
  single: boolean
  main: Money
  /** The member's currency symbol, as the platform gives it with the balances. */
  currencySymbol: string
  wallets: VendorWallet[]
}

export interface WalletContext {
  /** The last balances loaded; kept while a refresh is on its way or after it failed. */
  balances: WalletBalances | null
  /** The last load failed (the balances shown, if any, are the ones before it). */
  failure: FlowFailure | null
}

export type WalletEvent =
  /** Load the balances again: the member asked, or money moved (announced on the member's events port). */
  | { type: 'wallet.refresh' }
  /** Try the failed load again. */
  | { type: 'wallet.retry' }

export type { VendorWallet }
