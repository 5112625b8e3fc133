import * as v from 'valibot'
import { amount, numeric } from './common'

/** The overview's periods (issue 16): today, yesterday, and this month so far; days are the server's. */
export const teamPeriods = ['today', 'yesterday', 'month'] as const
export type TeamPeriod = (typeof teamPeriods)[number]

/** How deep a list may look below the agent whose team it shows: three levels in the seeded team. */
export const teamLevels = [1, 2, 3] as const

/** A downline's account status, in the original's words: normal, or locked (cannot sign in). */
export const downlineStatuses = ['normal', 'locked'] as const

const money = {
  deposits: amount,
  withdrawals: amount,
  /** Valid bets: what the team staked. */
  bets: amount,
  /** The team's own result: payouts minus bets (negative when the team lost). */
  profitLoss: amount,
}

/** One day of the team, for the overview's chart. */
const teamDaySchema = /* @__PURE__ */ v.object({
  /** YYYY-MM-DD */
  date: v.string(),
  ...money,
  activeMembers: numeric,
})

export const teamOverviewRequestSchema = /* @__PURE__ */ v.object({ period: v.picklist(teamPeriods) })

/** The team's figures for one period (issue 16 "overview"), and a day by day series around it. */
export const teamOverviewSchema = /* @__PURE__ */ v.object({
  period: v.picklist(teamPeriods),
  /** First and last day of the period, YYYY-MM-DD. */
  from: v.string(),
  to: v.string(),
  /** Every downline, all levels, at the end of the period. */
  teamSize: numeric,
  /** Direct downlines (level 1). */
  directs: numeric,
  /** Registered in the period. */
  newMembers: numeric,
  /** Placed at least one bet in the period. */
  activeMembers: numeric,
  ...money,
  series: v.array(teamDaySchema),
})

export const downlinesRequestSchema = /* @__PURE__ */ v.object({
  /** Whose downlines: an account of my team; absent, my own. */
  parent: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  /** Part of an account, any level below `parent`. */
  account: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  /** Only this many levels below `parent` (1: direct downlines); absent, every level. */
  level: v.optional(v.pipe(numeric, v.picklist(teamLevels))),
  pageNum: v.optional(v.pipe(numeric, v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(100))),
})

const downlineFields = {
  account: v.string(),
  /** An agent has a team of its own to drill into. */
  kind: v.picklist(['agent', 'member']),
  /** Levels below the signed-in agent (1: direct). */
  level: numeric,
  status: v.picklist(downlineStatuses),
  /** ISO 8601. */
  registeredAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
  balance: amount,
  /** Direct downlines of this account. */
  directs: numeric,
}

export const downlineSchema = /* @__PURE__ */ v.object(downlineFields)

/** One page of downlines (ODSFE2_subordinateSimple), with the way down from me to `parent`. */
export const downlinesSchema = /* @__PURE__ */ v.object({
  content: v.array(downlineSchema),
  pageNum: numeric,
  totalPages: numeric,
  total: numeric,
  /** Accounts from my direct downline to `parent` (empty for my own): the breadcrumbs. */
  path: v.array(v.string()),
})

export const downlineDetailsRequestSchema = /* @__PURE__ */ v.object({
  account: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32)),
})

/** One downline in full: who they are, under whom, and this month's money. */
export const downlineDetailsSchema = /* @__PURE__ */ v.object({
  ...downlineFields,
  upline: v.string(),
  nickname: v.string(),
  vip: v.string(),
  /** Every level below this account. */
  teamSize: numeric,
  month: v.object({ ...money }),
  lastDepositAt: v.nullable(v.string()),
})

export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>
export type TeamDay = TeamOverview['series'][number]
export type Downline = v.InferOutput<typeof downlineSchema>
export type DownlinePage = v.InferOutput<typeof downlinesSchema>
export type DownlineDetails = v.InferOutput<typeof downlineDetailsSchema>
export type DownlinesQuery = v.InferInput<typeof downlinesRequestSchema>

export const teamProfitLossRequestSchema = /* @__PURE__ */ v.object({
  /** First and last day, YYYY-MM-DD, both included. */
  from: v.pipe(v.string(), v.isoDate()),
  to: v.pipe(v.string(), v.isoDate()),
  /** Only downlines this many levels below me; absent, every level. */
  level: v.optional(v.pipe(numeric, v.picklist(teamLevels))),
  /** Only the team under this account of my team (a drill-down); absent, my whole team. */
  parent: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  /** Part of an account. */
  account: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  pageNum: v.optional(v.pipe(numeric, v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(100))),
})

/** Downline profit and loss (AGETEAMPNL3): a page of downlines, and the totals of every matching one. */
export const teamProfitLossSchema = /* @__PURE__ */ v.object({
  content: v.array(
    v.object({
      account: v.string(),
      level: numeric,
      /** An agent has a team of its own to drill into (`parent`). */
      kind: v.optional(v.picklist(['agent', 'member'])),
      ...money,
    }),
  ),
  pageNum: numeric,
  totalPages: numeric,
  total: numeric,
  totals: v.object(money),
})

export type TeamProfitLossRow = v.InferOutput<typeof teamProfitLossSchema>['content'][number]
export type TeamProfitLossTotals = v.InferOutput<typeof teamProfitLossSchema>['totals']
