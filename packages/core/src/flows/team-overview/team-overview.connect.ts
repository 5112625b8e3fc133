import type { SnapshotFrom } from 'xstate'
import type { TeamDay, TeamOverview, TeamPeriod } from '../../api/schemas/team'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { teamOverviewMachine } from './team-overview.machine'
import type { TeamOverviewEvent } from './team-overview.types'

export type TeamOverviewSnapshot = SnapshotFrom<typeof teamOverviewMachine>

/** One bar of the chart: a day's valid bets, and its height as a share of the highest day (0 to 1). */
export interface TeamChartBar {
  date: string
  bets: Money
  profitLoss: Money
  activeMembers: number
  height: number
}

export interface TeamOverviewView {
  status: 'loading' | 'ready' | 'failed'
  /** The period picked. */
  period: TeamPeriod
  /** The figures on show: the picked period's, or the previous period's while the new ones load. */
  overview: TeamOverview | null
  /** Figures are on show but belong to another period than the one picked (a switch is loading). */
  stale: boolean
  chart: TeamChartBar[]
  failure: FlowFailure | null
}

/** A day's share of the highest day, from integer minor units (only a bar's height, never money). */
function shareOf(value: bigint, highest: bigint): number {
  if (highest <= 0n || value <= 0n) return 0
  return Number((value * 1000n) / highest) / 1000
}

export function chartOf(series: readonly TeamDay[]): TeamChartBar[] {
  // Math.max takes no bigints.
  let highest = 0n
  for (const day of series) if (day.bets.minor > highest) highest = day.bets.minor
  return series.map((day) => ({
    date: day.date,
    bets: day.bets,
    profitLoss: day.profitLoss,
    activeMembers: day.activeMembers,
    height: shareOf(day.bets.minor, highest),
  }))
}

function viewOfOverview(snapshot: TeamOverviewSnapshot | undefined): TeamOverviewView {
  if (!snapshot)
    return { status: 'loading', period: 'today', overview: null, stale: false, chart: [], failure: null }
  const { context } = snapshot
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'
  const { overview } = context
  return {
    status,
    period: context.period,
    overview,
    stale: overview !== null && overview.period !== context.period,
    chart: overview ? chartOf(overview.series) : [],
    failure: context.failure,
  }
}

export const teamOverviewIntents = /* @__PURE__ */ defineIntents((send: Send<TeamOverviewEvent>) => ({
  pickPeriod: (period: TeamPeriod) => send({ type: 'overview.period', period }),
  refresh: () => send({ type: 'overview.refresh' }),
  retry: () => send({ type: 'overview.retry' }),
}))

export type TeamOverviewIntents = ReturnType<typeof teamOverviewIntents>

/** Snapshot → the overview page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectTeamOverview: Connect<
  TeamOverviewSnapshot | undefined,
  TeamOverviewEvent,
  TeamOverviewView & TeamOverviewIntents
> = /* @__PURE__ */ defineConnect(viewOfOverview, teamOverviewIntents)
