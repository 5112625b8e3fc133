import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  accruedRebatesSchema,
  allWalletBalancesSchema,
  rebateClaimRequestSchema,
  rebateClaimSchema,
  rebateSettingsSchema,
  walletReturnRequestSchema,
  walletReturnSchema,
} from '../schemas/wallets'

// My wallet and manual rebate (issue 14). The original names these calls (original-calls.md §2) but not their
// paths; they follow its `/wps/relay/<SERVICE>_<name>` pattern. The transfer itself is `walletTransfer`
// (rows/wallet.ts). Every write carries a `requestId` the server honours, and none is ever repeated.

export const allWalletBalances = endpoint({
  name: 'allWalletBalances',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/GCS_getAllWalletBalanceV2',
  auth: true,
  encrypted: false,
  request: noInput,
  response: allWalletBalancesSchema,
  purpose:
    'getAllWalletBalanceV2: the main wallet (with its currency symbol) and every vendor wallet, with vendors in maintenance marked',
  pathChosen: true,
})

export const walletReturn = endpoint({
  name: 'walletReturn',
  method: 'POST',
  path: '/wps/relay/GCS_walletReturn',
  auth: true,
  encrypted: false,
  request: walletReturnRequestSchema,
  response: walletReturnSchema,
  purpose:
    'Collect all to main: every vendor wallet back to the main wallet (vendors in maintenance skipped); requestId: same key, same answer',
  pathChosen: true,
})

export const rebateSettings = endpoint({
  name: 'rebateSettings',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  auth: true,
  encrypted: false,
  request: noInput,
  response: rebateSettingsSchema,
  purpose: 'Rebate rate per game type (spec §9); null where the product shows "-" (PVP)',
})

export const accruedRebates = endpoint({
  name: 'accruedRebates',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_getRebate',
  auth: true,
  encrypted: false,
  request: noInput,
  response: accruedRebatesSchema,
  purpose: 'Manual rebate: valid bets, rate and rebate per game category since the last rebate paid',
  pathChosen: true,
})

export const rebateDisburse = endpoint({
  name: 'rebateDisburse',
  method: 'POST',
  path: '/wps/relay/ODSFE2_rebateDisburse',
  auth: true,
  encrypted: false,
  request: rebateClaimRequestSchema,
  response: rebateClaimSchema,
  purpose: 'Manual rebate: claims everything accrued into the main wallet; requestId: same key, same answer',
  pathChosen: true,
})
