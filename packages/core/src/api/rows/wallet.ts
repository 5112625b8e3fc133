import { endpoint, noShape } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import {
  merchantWalletRequestSchema,
  merchantWalletSchema,
  walletTransferRequestSchema,
  walletTransferSchema,
} from '../schemas/wallets'

// Wallet and profile: avatar upload, transfers, consolidated funds, the merchant wallet.

export const memberIcon = endpoint({
  name: 'memberIcon',
  method: 'GET',
  idempotent: true,
  path: '/wps/member/info/icon',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Member avatar; ${noShape}`,
})

export const walletTransfer = endpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: false,
  request: walletTransferRequestSchema,
  response: walletTransferSchema,
  purpose:
    'Main wallet ⇄ one vendor wallet (`from` or `to` is `main`); requestId: same key, same transfer, never a second',
})

export const merchantWallet = endpoint({
  name: 'merchantWallet',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCS_merchantWallet',
  auth: true,
  encrypted: false,
  request: merchantWalletRequestSchema,
  response: merchantWalletSchema,
  purpose: 'Merchant wallet mode (cached per session): isSingle 1 is single-wallet',
})
