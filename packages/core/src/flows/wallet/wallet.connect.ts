import type { SnapshotFrom } from 'xstate'
import type { Money } from '../../domain/money'
import { sumMoney } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { walletMachine } from './wallet.machine'
import type { VendorWallet, WalletEvent } from './wallet.types'

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>

export interface WalletView {
  /** `loading` nothing to show yet; `ready` balances shown; `failed` none could be loaded. */
  status: 'loading' | 'ready' | 'failed'
  /** A load is on its way while balances are shown. */
  refreshing: boolean
  /** Single-wallet mode: no vendor wallets, no transfers; games draw on the main balance. */
  single: boolean
  main: Money | null
  /** The member's currency symbol, once the balances are known. */
  currencySymbol: string | null
  /** Every vendor wallet, in the server's order (empty in single-wallet mode). */
  wallets: readonly VendorWallet[]
  /** Main plus every vendor wallet. */
  total: Money | null
  /** Money sits in vendor wallets that "collect all" can bring back (vendors in maintenance keep theirs). */
  canCollect: boolean
  failure: FlowFailure | null
}

function viewOfWallet(snapshot: WalletSnapshot | undefined): WalletView {
  const balances = snapshot?.context.balances ?? null
  const failure = snapshot?.context.failure ?? null
  const loading = snapshot === undefined || snapshot.matches('loading')
  const status = balances ? 'ready' : loading ? 'loading' : 'failed'
  const wallets = balances?.wallets ?? []
  return {
    status,
    refreshing: balances !== null && loading,
    single: balances?.single ?? false,
    main: balances?.main ?? null,
    currencySymbol: balances?.currencySymbol ?? null,
    wallets,
    total: balances ? sumMoney([balances.main, ...wallets.map((wallet) => wallet.balance)]) : null,
    canCollect: wallets.some((wallet) => !wallet.maintenance && wallet.balance.minor > 0n),
    failure,
  }
}

export const walletIntents = /* @__PURE__ */ defineIntents((send: Send<WalletEvent>) => ({
  refresh: () => send({ type: 'wallet.refresh' }),
  retry: () => send({ type: 'wallet.retry' }),
}))

export type WalletIntents = ReturnType<typeof walletIntents>

/** Snapshot → the wallet's view-model with its intents. Pure; no snapshot (signed out) reads as loading. */
export const connectWallet: Connect<WalletSnapshot | undefined, WalletEvent, WalletView & WalletIntents> =
  /* @__PURE__ */ defineConnect(viewOfWallet, walletIntents)
