import { endpoint } from '../endpoint'
import {
  downlineDetailsRequestSchema,
  downlineDetailsSchema,
  downlinesRequestSchema,
  downlinesSchema,
  teamOverviewRequestSchema,
  teamOverviewSchema,
  teamProfitLossRequestSchema,
  teamProfitLossSchema,
} from '../schemas/team'

// The agent centre's team (issue 16). The original names ODSFE2_subordinateSimple (original-calls.md §2) but
// gives no path or fields for any of these, so the paths follow its `/wps/relay/<SERVICE>_<name>` pattern and
// the fields are ours. All three only read, so a lost answer may be asked again.

export const teamOverview = endpoint({
  name: 'teamOverview',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_teamOverview',
  auth: true,
  encrypted: false,
  request: teamOverviewRequestSchema,
  response: teamOverviewSchema,
  purpose: "Agent: the team's size, new and active members, deposits, withdrawals, bets, P&L of a period",
  pathChosen: true,
})

export const teamDownlines = endpoint({
  name: 'teamDownlines',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_subordinateSimple',
  auth: true,
  encrypted: false,
  request: downlinesRequestSchema,
  response: downlinesSchema,
  purpose: 'Agent: a page of downlines under me or one of my agents, by level or part of an account',
  pathChosen: true,
})

export const downlineDetails = endpoint({
  name: 'downlineDetails',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_subordinateDetail',
  auth: true,
  encrypted: false,
  request: downlineDetailsRequestSchema,
  response: downlineDetailsSchema,
  purpose: "Agent: one downline's status, dates, team and this month's money",
  pathChosen: true,
})

export const teamProfitLoss = endpoint({
  name: 'teamProfitLoss',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_teamProfitLoss',
  auth: true,
  encrypted: false,
  request: teamProfitLossRequestSchema,
  response: teamProfitLossSchema,
  purpose: 'Agent: downline profit and loss per downline of a date range, by level, with totals',
  pathChosen: true,
})
