export { createWallet, walletFlow } from './create-wallet'
export {
  connectWallet,
  type WalletIntents,
  type WalletSnapshot,
  type WalletView,
  walletIntents,
} from './wallet.connect'
export { walletMachine } from './wallet.machine'
export type { VendorWallet, WalletBalances, WalletContext, WalletEvent } from './wallet.types'
