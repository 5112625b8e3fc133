import * as v from 'valibot'
import { contractKinds } from '../../domain/contracts'
import { amount, idString, numeric } from './common'
import { accountEntryTypes, accountTotalsSchema, betTotalsSchema, recordStatuses } from './records'

/*
 * The agent centre's reports (issue 16): team betting, the team's transactions and the contract payouts (my
 * income and the record page of each contract kind). Like the member's records they ask for a range as ISO
 * instants (`endDate` exclusive), a page and its size, and answer a page with page and range totals.
 */

const instant = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())
const filter = /* @__PURE__ */ v.optional(v.string())

const rangeRequest = {
  startDate: instant,
  endDate: instant,
  page: numeric,
  size: /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(500)),
}

const pageOf = <Row extends v.GenericSchema, Totals extends v.GenericSchema>(row: Row, totals: Totals) => ({
  list: v.array(row),
  page: numeric,
  size: numeric,
  /** Rows in the whole range. */
  total: numeric,
  pageTotal: totals,
  rangeTotal: totals,
})

/** Who in my team: the account and how many levels below me (1: direct). */
const downline = {
  account: v.string(),
  level: numeric,
}

// Team betting (personalHistoryCopy for the team, TRANSBETREPMEM3).

export const teamBetsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  /** One downline's account, or '' for the whole team. */
  account: filter,
  gameCategory: filter,
  vendor: filter,
})

export const teamBetSchema = /* @__PURE__ */ v.object({
  betId: idString,
  ...downline,
  gameCategory: v.string(),
  vendor: v.string(),
  stake: amount,
  validBet: amount,
  /** payout − stake: positive is the downline's win. */
  winLoss: amount,
  time: instant,
})

export const teamBetsSchema = /* @__PURE__ */ v.object({
  ...pageOf(teamBetSchema, betTotalsSchema),
  /** Downlines who bet in the range, and vendors played (in the category): the filters' choices. */
  accounts: v.array(v.string()),
  vendors: v.array(v.string()),
})

// Account details (agentDownlineTransactionDetailsCopy, AGEDOWNTRANS3): the downlines' ledger entries.

export const teamTransactionsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  account: filter,
  /** One of `accountTypeFilters`, or '' for all. */
  transType: filter,
})

export const teamTransactionSchema = /* @__PURE__ */ v.object({
  id: idString,
  ...downline,
  type: v.picklist(accountEntryTypes),
  /** Signed: positive into the downline's wallet. */
  amount,
  status: v.picklist(recordStatuses),
  reference: v.string(),
  time: instant,
})

export const teamTransactionsSchema = /* @__PURE__ */ v.object({
  ...pageOf(teamTransactionSchema, accountTotalsSchema),
  /** Downlines with an entry in the range: the account filter's choices. */
  accounts: v.array(v.string()),
})

// Contract payouts: my income (agentRevenueReport, AGEREV3) and each kind's record page.

/** Received: a contract paid me (from my upline or the platform); paid: I paid a downline's contract. */
export const payoutDirections = ['received', 'paid'] as const

/**
 * What paid: a contract's kind, or `mrSalary`, a day's salary by member ratio (agentMRDailySalary), which no
 * contract pays but which the agent's income counts all the same.
 */
export const payoutKinds = [...contractKinds, 'mrSalary'] as const

export const contractPayoutsRequestSchema = /* @__PURE__ */ v.object({
  ...rangeRequest,
  /** One of `payoutKinds`, or '' for all. */
  kind: filter,
  /** One of `payoutDirections`, or '' for both. */
  direction: filter,
})

export const contractPayoutSchema = /* @__PURE__ */ v.object({
  id: idString,
  /** The contract's id; for `mrSalary` the payout's reference. */
  contract: v.string(),
  kind: v.picklist(payoutKinds),
  direction: v.picklist(payoutDirections),
  /** Who paid me or whom I paid; null: the platform. */
  counterparty: v.nullable(v.string()),
  /** The start of the period the payout is for (for `mrSalary` the UTC day's). */
  periodFrom: instant,
  /** Signed as it moved my wallet: positive received, negative paid. */
  amount,
  status: v.picklist(recordStatuses),
  time: instant,
})

export const contractPayoutTotalsSchema = /* @__PURE__ */ v.object({
  received: amount,
  /** Negative: what left my wallet. */
  paid: amount,
})

export const contractPayoutsSchema = /* @__PURE__ */ v.object(
  pageOf(contractPayoutSchema, contractPayoutTotalsSchema),
)

export type TeamBet = v.InferOutput<typeof teamBetSchema>
export type TeamTransaction = v.InferOutput<typeof teamTransactionSchema>
export type ContractPayoutRecord = v.InferOutput<typeof contractPayoutSchema>
export type ContractPayoutTotals = v.InferOutput<typeof contractPayoutTotalsSchema>
export type PayoutDirection = (typeof payoutDirections)[number]
export type PayoutKind = (typeof payoutKinds)[number]
