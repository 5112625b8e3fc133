import type { TeamOverview, TeamPeriod } from '../../api/schemas/team'
import type { FlowFailure } from '../shared/failure'

export interface TeamOverviewContext {
  /** The period asked for; the figures on show may still be the previous period's while it loads. */
  period: TeamPeriod
  /** The last figures that arrived (their own `period` says which). */
  overview: TeamOverview | null
  failure: FlowFailure | null
}

export type TeamOverviewEvent =
  /** Today, yesterday or this month. */
  { type: 'overview.period'; period: TeamPeriod } | { type: 'overview.refresh' } | { type: 'overview.retry' }

export type { TeamOverview, TeamPeriod }
