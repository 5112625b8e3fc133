import type { ResourceEvent } from '../../catalogue/resource.machine'
import {
  connectResource,
  type ResourceIntents,
  type ResourceSnapshot,
  type ResourceView,
} from '../../catalogue/resource.machine'
import type { Send } from '../shared/intents'
import type { ReferralReports } from './create-referral-reports'

export interface ReferralReportsView extends ResourceView<ReferralReports> {
  /** The member's own line is in the top ten shown; else `ranking.mine` is shown below it. */
  mineShown: boolean
  /** More invitees than the page lists. */
  moreInvites: number
}

/** The reports' snapshot → the referral page's ranking, invitees and claim report. Pure. */
export function connectReferralReports(
  snapshot: ResourceSnapshot | undefined,
  send?: Send<ResourceEvent>,
): ReferralReportsView & ResourceIntents {
  const view = connectResource<ReferralReports>(snapshot, send)
  const reports = view.data
  return {
    ...view,
    mineShown: reports?.ranking.ranking.some((row) => row.me) ?? false,
    moreInvites: reports ? Math.max(0, reports.invites.total - reports.invites.list.length) : 0,
  }
}
