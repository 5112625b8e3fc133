import * as v from 'valibot'
import { idString } from './common'

// Withdrawal methods beyond bank cards (issue 32; original-calls.md §2, getWithdrawMethods and
// MCSFE_getWithdrawAccountInfo): the methods a platform offers, and the accounts a member bound for them. The
// original's shapes are unknown: these are ours.

export const withdrawMethodKinds = ['bank', 'ewallet', 'crypto'] as const
export type WithdrawMethodKind = (typeof withdrawMethodKinds)[number]

export const withdrawMethodSchema = /* @__PURE__ */ v.object({
  /** The platform's code of the method (`BANK`, an e-wallet's, a coin's). */
  code: v.pipe(v.string(), v.nonEmpty()),
  /** Unknown kinds are left out by the list's filter: a newer platform's method the client cannot bind. */
  kind: v.string(),
  name: v.string(),
  /** A coin's networks (`TRC20`, `ERC20`); empty for other kinds. */
  networks: v.optional(v.array(v.string()), []),
})

export const withdrawMethodsSchema = /* @__PURE__ */ v.object({
  methods: v.pipe(
    v.array(withdrawMethodSchema),
    v.transform((methods) =>
      methods.flatMap((method) =>
        (withdrawMethodKinds as readonly string[]).includes(method.kind)
          ? [{ ...method, kind: method.kind as WithdrawMethodKind }]
          : [],
      ),
    ),
  ),
})

/** An account bound for a method other than a bank card: only a masked form of its number or address leaves. */
export const withdrawAccountSchema = /* @__PURE__ */ v.object({
  id: idString,
  method: v.string(),
  methodName: v.string(),
  /** The account's number or address, masked but for its ends (`0912…5678`, `TQ5…x9Zk`). */
  label: v.string(),
  /** A coin's network; null for an e-wallet. */
  network: v.nullish(v.string()),
})

export const withdrawAccountsSchema = /* @__PURE__ */ v.object({ accounts: v.array(withdrawAccountSchema) })

export const bindWithdrawAccountRequestSchema = /* @__PURE__ */ v.object({
  method: v.pipe(v.string(), v.nonEmpty()),
  /** The e-wallet's account number or the coin's address, as typed (spaces trimmed). */
  account: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  /** A coin's network, one of the method's; absent for an e-wallet. */
  network: v.optional(v.string()),
  /** The step-up: the fund password, on the one shared counter, as for a card. */
  paymentPassword: v.string(),
})

export type WithdrawMethod = v.InferOutput<typeof withdrawMethodsSchema>['methods'][number]
export type WithdrawAccount = v.InferOutput<typeof withdrawAccountSchema>
export type WithdrawAccounts = v.InferOutput<typeof withdrawAccountsSchema>
export type BindWithdrawAccountRequest = v.InferOutput<typeof bindWithdrawAccountRequestSchema>
