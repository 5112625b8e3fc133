import * as v from 'valibot'
import { amount, idString, numeric } from './common'
import { pageOf, rangeRequest } from './paged'

/*
 * The records calls (issue 14): betting record, account record, personal P&L, bonus details. Each asks for a
 * range as ISO instants (`endDate` exclusive: the midnight after the last day, in the member's zone), a page
 * (from 1) and its size, and answers one page with the totals of that page and of the whole range.
 */

const filter = /* @__PURE__ */ v.optional(v.string())
const when = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())

/** Ledger statuses as the records show them. */
export const recordStatuses = ['pending', 'settled', 'rejected', 'reversed'] as const
const status = /* @__PURE__ */ v.picklist(recordStatuses)

// Betting record (the original's getPersonal{LIVE,RNG,…}History, one call with a category filter).

export const bettingRecordsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  gameCategory: filter,
  vendor: filter,
})

/** A ledger entry of a round, the bet's detail. */
const roundEntrySchema = /* @__PURE__ */ v.object({
  id: idString,
  kind: v.picklist(['bet', 'payout']),
  amount,
  balanceAfter: amount,
  time: when,
})

export const betRecordSchema = /* @__PURE__ */ v.object({
  betId: idString,
  gameCode: v.nullish(v.string()),
  /** The game's name, as the catalogue shows it ("Golden Empire"); absent from a platform that does not send it. */
  gameName: v.nullish(v.string()),
  vendor: v.string(),
  gameCategory: v.string(),
  /** Main, or the vendor's own wallet. */
  wallet: v.string(),
  stake: amount,
  validBet: amount,
  payout: amount,
  /** payout − stake: positive is the member's win. */
  winLoss: amount,
  time: when,
  entries: v.array(roundEntrySchema),
})

export const betTotalsSchema = /* @__PURE__ */ v.object({
  bets: numeric,
  stake: amount,
  validBet: amount,
  winLoss: amount,
})

export const bettingRecordsSchema = /* @__PURE__ */ v.object({
  ...pageOf(betRecordSchema, betTotalsSchema).entries,
  /** Vendors the member played in the range (and category): the vendor filter's choices. */
  vendors: v.array(v.string()),
})

// Account record (transactionHistory): every ledger entry.

export const accountEntryTypes = [
  'deposit',
  'withdrawal',
  'withdrawalFee',
  'withdrawalReversal',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'adjustment',
  'pointsConversion',
  'agentTransferOut',
  'agentTransferIn',
  'redEnvelopeOut',
  'redEnvelopeIn',
  /** A contract's salary or dividend received, and the upline's side of it. */
  'contractPayout',
  'contractPayment',
  /** A daily salary by member ratio received, and the agent's side of it (agentMRDailySalary). */
  'mrSalaryPayout',
  'mrSalaryPayment',
] as const

/** The type filter groups entry types as a member thinks of them. */
export const accountTypeFilters = [
  'deposit',
  'withdrawal',
  'transfer',
  'game',
  'bonus',
  'adjustment',
  'points',
  'contract',
] as const

export const accountRecordsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  /** One of `accountTypeFilters`, or '' for all. */
  transType: filter,
  /** One of `recordStatuses`, or '' for all. */
  status: filter,
})

export const accountRecordSchema = /* @__PURE__ */ v.object({
  id: idString,
  type: v.picklist(accountEntryTypes),
  wallet: v.string(),
  /** Signed: positive into the wallet. */
  amount,
  balanceAfter: amount,
  status,
  reference: v.string(),
  remarks: v.nullish(v.string()),
  time: when,
})

export const accountTotalsSchema = /* @__PURE__ */ v.object({
  /** Money in that counts (settled), and out (held or paid), of the rows. */
  credit: amount,
  debit: amount,
  /** Settled deposits and paid withdrawals (fees apart): net deposits = deposits − withdrawals. */
  deposits: amount,
  withdrawals: amount,
})

export const accountRecordsSchema = /* @__PURE__ */ pageOf(accountRecordSchema, accountTotalsSchema)

// Personal P&L (ODSFE2_MemPNLDet): the range's bets grouped by game category.

export const profitRequestSchema = /* @__PURE__ */ v.object({ ...rangeRequest, gameCategory: filter })

export const profitRowSchema = /* @__PURE__ */ v.object({
  gameCategory: v.string(),
  bets: numeric,
  stake: amount,
  validBet: amount,
  winLoss: amount,
  /** Accrued on the valid bets at the category's rate (spec §9). */
  rebate: amount,
})

export const profitTotalsSchema = /* @__PURE__ */ v.object({
  bets: numeric,
  stake: amount,
  validBet: amount,
  winLoss: amount,
  rebate: amount,
  /** Bonuses credited in the range: not tied to a category. */
  bonus: amount,
})

export const profitSchema = /* @__PURE__ */ pageOf(profitRowSchema, profitTotalsSchema)

// Bonus details: bonus and rebate credits.

export const bonusTypes = ['bonus', 'rebate'] as const

export const bonusDetailsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  /** One of `bonusTypes`, or '' for all. */
  bonusType: filter,
})

export const bonusRecordSchema = /* @__PURE__ */ v.object({
  id: idString,
  type: v.picklist(bonusTypes),
  amount,
  status,
  reference: v.string(),
  remarks: v.nullish(v.string()),
  time: when,
})

export const bonusTotalsSchema = /* @__PURE__ */ v.object({ bonus: amount, rebate: amount })

export const bonusDetailsSchema = /* @__PURE__ */ pageOf(bonusRecordSchema, bonusTotalsSchema)

export type BetRecord = v.InferOutput<typeof betRecordSchema>
export type BetTotals = v.InferOutput<typeof betTotalsSchema>
export type AccountRecord = v.InferOutput<typeof accountRecordSchema>
export type AccountTotals = v.InferOutput<typeof accountTotalsSchema>
export type ProfitRow = v.InferOutput<typeof profitRowSchema>
export type ProfitTotals = v.InferOutput<typeof profitTotalsSchema>
export type BonusRecord = v.InferOutput<typeof bonusRecordSchema>
export type BonusTotals = v.InferOutput<typeof bonusTotalsSchema>
export type RecordStatus = (typeof recordStatuses)[number]
export type AccountEntryType = (typeof accountEntryTypes)[number]
