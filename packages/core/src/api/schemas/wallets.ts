import * as v from 'valibot'
import { amount, flag, numeric } from './common'

/**
 * Wallets and rebates (issue 14). The spec gives no field of these calls; the names follow the original's
 * (`vassalage` for a vendor code, `gameCategory`, `productType`) and amounts go out as decimal text.
 */

/** An amount the member typed, as exact decimal text with at most 2 decimals (never a binary float). */
const decimalText = /* @__PURE__ */ v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))

/**
 * The idempotency key of one user action (a transfer, a collect-all, a claim): generated once by the core, sent
 * again only by Retry; the server answers the same key with the same outcome and never moves money twice.
 */
const requestKey = /* @__PURE__ */ v.pipe(v.string(), v.minLength(8), v.maxLength(64))

/** One vendor's wallet: its balance, and whether the vendor is in maintenance (no transfer in then). */
const vendorWalletSchema = /* @__PURE__ */ v.object({
  vassalage: v.string(),
  name: v.string(),
  balance: amount,
  maintenance: v.optional(flag, false),
})

/**
 * getAllWalletBalanceV2: the main wallet and every vendor wallet. Ours: the currency symbol too, as the main
 * balance's call gives it, so one call answers everything the header and the wallet page show (issue 34).
 */
export const allWalletBalancesSchema = /* @__PURE__ */ v.object({
  balance: amount,
  currencySymbol: v.string(),
  wallets: v.array(vendorWalletSchema),
})

/** GCS_walletTransfer: main ⇄ one vendor wallet (`from` or `to` is `main`). */
export const walletTransferRequestSchema = /* @__PURE__ */ v.object({
  from: v.string(),
  to: v.string(),
  amount: decimalText,
  requestId: requestKey,
})

export const walletTransferSchema = /* @__PURE__ */ v.object({
  /** The main wallet after the transfer. */
  balance: amount,
  /** The vendor's wallet after the transfer. */
  gameWallet: amount,
  /** The transfer's order number: both ledger entries carry it. */
  reference: v.string(),
})

/** GCS_walletReturn: every vendor wallet back to main (`customerId` as in the original). */
export const walletReturnRequestSchema = /* @__PURE__ */ v.object({
  customerId: v.union([v.string(), v.number()]),
  requestId: requestKey,
})

export const walletReturnSchema = /* @__PURE__ */ v.object({
  balance: amount,
  /** How much came back in all. */
  collected: amount,
  /** Vendors in maintenance keep their money until they are back. */
  skipped: v.array(v.string()),
})

/** MCSFE_getCustomerRebateSettingByProductType: the rate per game type (spec §9; null is the '-' of PVP). */
export const rebateSettingsSchema = /* @__PURE__ */ v.object({
  list: v.array(v.object({ productType: v.string(), rate: v.nullable(numeric) })),
})

const accruedRebateSchema = /* @__PURE__ */ v.object({
  gameCategory: v.string(),
  /** Valid bets since the last rebate was paid. */
  validBet: amount,
  rate: v.nullable(numeric),
  /** What a claim pays for this category now. */
  rebate: amount,
})

/** ODSFE2_getRebate: the rebate accrued per game category since the last one paid. */
export const accruedRebatesSchema = /* @__PURE__ */ v.object({
  list: v.array(accruedRebateSchema),
  total: amount,
  /** When the last rebate was paid (ISO time), null if never. */
  since: v.nullable(v.string()),
})

/** ODSFE2_rebateDisburse: claims everything accrued into the main wallet. */
export const rebateClaimRequestSchema = /* @__PURE__ */ v.object({ requestId: requestKey })

export const rebateClaimSchema = /* @__PURE__ */ v.object({
  amount,
  balance: amount,
  reference: v.string(),
})

export type AllWalletBalances = v.InferOutput<typeof allWalletBalancesSchema>
export type VendorWallet = AllWalletBalances['wallets'][number]
export type WalletTransferRequest = v.InferOutput<typeof walletTransferRequestSchema>
export type WalletTransferResult = v.InferOutput<typeof walletTransferSchema>
export type WalletReturnResult = v.InferOutput<typeof walletReturnSchema>
export type AccruedRebates = v.InferOutput<typeof accruedRebatesSchema>
export type AccruedRebate = AccruedRebates['list'][number]
export type RebateClaimResult = v.InferOutput<typeof rebateClaimSchema>

export const merchantWalletRequestSchema = /* @__PURE__ */ v.object({ merchantCode: v.string() })

/** `isSingle` 1: single-wallet mode. */
export const merchantWalletSchema = /* @__PURE__ */ v.looseObject({ isSingle: flag })

export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>
